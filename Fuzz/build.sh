#!/bin/sh
# Builds one libFuzzer executable per importer parser into .build/fuzz/ (see Fuzz/README.md).
# Usage: Fuzz/build.sh            (from the package root)
#
# The importers' module, ScreenImport, is what the harnesses search: it is built once, optimized
# and instrumented for coverage and AddressSanitizer. Its dependencies (TextEscaping,
# ConstraintSolver, the UIKit model EarshotUIKitCore and EarshotUIKit, which re-exports it, as in
# Package.swift) are built unoptimized with AddressSanitizer only: the harnesses do not steer
# through them, and an optimized build of the UIKit model would take most of CI's fuzzing time.
# Each harness is then one small file linked against those libraries.
set -eu
cd "$(dirname "$0")/.."
out=.build/fuzz
mkdir -p "$out"
common="-parse-as-library -package-name Earshot -swift-version 6 -I $out"
plain="$common -Onone -sanitize=address -j2"
searched="$common -O -sanitize=fuzzer,address"

library() { # library NAME FLAGS SOURCES…
    name=$1 flags=$2
    shift 2
    # shellcheck disable=SC2086
    swiftc $flags -emit-module -emit-library -static -module-name "$name" \
        -emit-module-path "$out/$name.swiftmodule" -o "$out/lib$name.a" "$@"
}

# shellcheck disable=SC2046
library TextEscaping "$plain" $(find Sources/TextEscaping -name "*.swift")
# shellcheck disable=SC2046
library ConstraintSolver "$plain" $(find Sources/ConstraintSolver -name "*.swift")
# shellcheck disable=SC2046
library EarshotUIKitCore "$plain" $(find Sources/EarshotUIKit -name "*.swift")
# shellcheck disable=SC2046
library EarshotUIKit "$plain" $(find Sources/EarshotUIKitExports -name "*.swift")
# shellcheck disable=SC2046
library ScreenImport "$searched" $(find Sources/ScreenImport -name "*.swift")
for harness in FuzzWDAXML FuzzWDAJSON FuzzXCUIDescription; do
    # shellcheck disable=SC2086
    swiftc $searched -module-name "$harness" -L "$out" -lScreenImport -lEarshotUIKit -lEarshotUIKitCore -lConstraintSolver -lTextEscaping \
        Fuzz/FuzzSupport.swift "Fuzz/$harness.swift" -o "$out/$harness"
    echo "built $out/$harness"
done
