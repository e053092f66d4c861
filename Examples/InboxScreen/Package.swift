// swift-tools-version: 6.0
// An app's screen, outside the Stateboard repository's own targets: it depends on Stateboard by
// path, as a client package would by URL, and snapshot-tests its placeholders.
import PackageDescription

let package = Package(
    name: "InboxScreen",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "stateboard", path: "../..")
    ],
    targets: [
        .target(name: "InboxScreen", dependencies: [.product(name: "Stateboard", package: "stateboard")]),
        .testTarget(
            name: "InboxScreenTests",
            dependencies: ["InboxScreen", .product(name: "StateboardSnapshotTesting", package: "stateboard")],
            exclude: ["__Snapshots__"]),  // references are files, not sources
    ]
)
