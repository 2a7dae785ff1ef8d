#!/bin/sh
# Compiles the public-app corpora against Earshot and hosts each unit (Corpus/README.md).
# It fetches nothing; `Corpus/run.sh --print-clone-commands` prints the commands that do.
exec python3 "$(dirname "$0")/corpus.py" "$@"
