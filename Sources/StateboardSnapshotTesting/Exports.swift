// `import StateboardSnapshotTesting` in a test file brings the whole Stateboard library too.
@_exported import Stateboard
