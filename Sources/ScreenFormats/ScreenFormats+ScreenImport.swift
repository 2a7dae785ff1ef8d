// The screen document and the importers of real dumps live in their own module, ScreenImport,
// which depends on EarshotUIKit alone so the fuzzers build it whole (Fuzz/build.sh). Screen files
// are read into the same document, so this module hands it on: `import ScreenFormats` sees both.
@_exported import ScreenImport
