#!/bin/sh
# Builds one libFuzzer executable per importer parser into .build/fuzz/ (see README.md).
# Usage: Fuzz/build.sh            (from the package root)
set -eu
cd "$(dirname "$0")/.."
out=.build/fuzz
mkdir -p "$out"
flags="-sanitize=fuzzer,address -parse-as-library -O -package-name Earshot -swift-version 6"
# EarshotUIKit as a module of its own, instrumented too.
swiftc $flags -emit-module -emit-library -static -module-name EarshotUIKit \
    -emit-module-path "$out/EarshotUIKit.swiftmodule" -o "$out/libEarshotUIKit.a" $(find Sources/EarshotUIKit -name "*.swift")
# The importer sources compile as one module with the harness, with the screen-file pieces they use
# (ScreenDocument and its node's type-specific keys, the input gate InputEncoding, the byte checks and error type of ScreenFileText and
# ScreenFileError, the number range of ScreenFileNumber, and JSONScanner, the JSON lexer).
for harness in FuzzWDAXML FuzzWDAJSON FuzzXCUIDescription; do
    swiftc $flags -module-name ScreenFormatsFuzz -I "$out" -L "$out" -lEarshotUIKit \
        Sources/ScreenFormats/ScreenDocument.swift Sources/ScreenFormats/ScreenNode+TypeSpecificKeys.swift \
        Sources/ScreenFormats/ScreenFileText.swift Sources/ScreenFormats/TextPosition.swift \
        Sources/ScreenFormats/ScreenFileError.swift Sources/ScreenFormats/ScreenFilePath.swift \
        Sources/ScreenFormats/InputEncoding.swift Sources/ScreenFormats/ScreenFileNumber.swift \
        Sources/ScreenFormats/JSONScanner.swift Sources/ScreenFormats/JSONScanner+Strings.swift \
        Sources/ScreenFormats/Import/*.swift \
        Fuzz/FuzzSupport.swift "Fuzz/$harness.swift" -o "$out/$harness"
    echo "built $out/$harness"
done
