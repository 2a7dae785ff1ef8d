#!/bin/sh
# Builds one libFuzzer executable per importer parser into .build/fuzz/ (see README.md).
# Usage: Fuzz/build.sh            (from the package root)
set -eu
cd "$(dirname "$0")/.."
out=.build/fuzz
mkdir -p "$out"
flags="-sanitize=fuzzer,address -parse-as-library -O -package-name Earshot -swift-version 6"
# TextEscaping (the shared escapers), ConstraintSolver (Auto Layout's solver) and EarshotUIKit as
# modules of their own, instrumented too.
swiftc $flags -emit-module -emit-library -static -module-name TextEscaping \
    -emit-module-path "$out/TextEscaping.swiftmodule" -o "$out/libTextEscaping.a" $(find Sources/TextEscaping -name "*.swift")
swiftc $flags -emit-module -emit-library -static -module-name ConstraintSolver \
    -emit-module-path "$out/ConstraintSolver.swiftmodule" -o "$out/libConstraintSolver.a" $(find Sources/ConstraintSolver -name "*.swift")
swiftc $flags -emit-module -emit-library -static -module-name EarshotUIKit -I "$out" \
    -emit-module-path "$out/EarshotUIKit.swiftmodule" -o "$out/libEarshotUIKit.a" $(find Sources/EarshotUIKit -name "*.swift")
# The importers' module, ScreenImport, depends on those alone: its sources compile whole as
# one module with the harness, which reaches its internals.
for harness in FuzzWDAXML FuzzWDAJSON FuzzXCUIDescription; do
    # shellcheck disable=SC2046
    swiftc $flags -module-name ScreenImportFuzz -I "$out" -L "$out" -lEarshotUIKit -lConstraintSolver -lTextEscaping \
        $(find Sources/ScreenImport -name "*.swift") \
        Fuzz/FuzzSupport.swift "Fuzz/$harness.swift" -o "$out/$harness"
    echo "built $out/$harness"
done
