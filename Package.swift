// swift-tools-version: 6.0
// Stateboard: renders an app's empty, loading and error states offline.
// The architecture (one module per pipeline step) is described in docs/Architecture.md.
import Foundation
import PackageDescription

let package = Package(
    name: "Stateboard",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "stateboard", targets: ["stateboard"]),
        // The library users import: the whole pipeline, re-exporting every step's module. The
        // re-exported modules are listed too, so that `make api-check` (diagnose-api-breaking-changes,
        // which compares the modules a library product names) checks their API as well.
        .library(
            name: "Stateboard",
            targets: [
                "Stateboard", "StateboardCore", "StateboardLayout", "StateboardAppFiles", "StateboardTheme", "StateboardRender", "StateboardSnapshot",
                "StateboardLint",
            ]),
        .library(name: "StateboardSnapshotTesting", targets: ["StateboardSnapshotTesting"]),
        // `swift package --allow-writing-to-package-directory stateboard record|verify|review` in a client package.
        .plugin(name: "StateboardPlugin", targets: ["StateboardCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.17.0"),
        // `make docs`: the DocC catalogue in Sources/Stateboard/Stateboard.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // System libraries, found through pkg-config (Debian: the -dev packages; macOS: Homebrew).
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(
            name: "CPango", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
        .systemLibrary(
            name: "CRsvg", pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // Compact PNG's deflate (references): libdeflate's level 6 writes zlib's bytes in half its time.
        .systemLibrary(
            name: "CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        // PDF vector images (poppler's Cairo backend) and JPEG images (libjpeg-turbo).
        .systemLibrary(
            name: "CPoppler", pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev"]), .brew(["poppler"])]),
        .systemLibrary(
            name: "CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
        .systemLibrary(
            name: "CHeif", pkgConfig: "libheif",
            providers: [.apt(["libheif-dev"]), .brew(["libheif"])]),
        // The JPEG and HEIF decoders Stateboard writes in C (libjpeg's error exit longjmps back
        // instead of exiting), compiled once; Render calls them through their public header.
        .target(name: "CImageDecoders", dependencies: ["CJPEG", "CHeif"]),
        // The screen's background written straight into the pixel buffer (non-temporal stores),
        // and the PNG writer's search for the end of a run of one word (vector compares).
        .target(name: "CPixelFill"),

        .target(name: "StateboardCore"),
        .target(name: "StateboardLayout", dependencies: ["StateboardCore"]),
        // The app's own files, read where they are: string files, asset catalogs, the decoders'
        // pre-checks and init's scan of an app's folder. CPoppler: a PDF image is opened when the
        // theme loads (pages, encryption, page size); CPNG inflates a PDF's compressed streams.
        .target(name: "StateboardAppFiles", dependencies: ["StateboardCore", "CPoppler", "CPNG"]),
        // The theme language (YAML, templates, the cascade, the resolver, the schema), over the app's files.
        .target(
            name: "StateboardTheme",
            dependencies: [
                "StateboardCore", "StateboardLayout", "StateboardAppFiles", .product(name: "Yams", package: "Yams"),
            ]),
        .target(
            name: "StateboardRender",
            dependencies: [
                "StateboardCore", "StateboardLayout", "CCairo", "CPango", "CRsvg", "CPNG", "CDeflate", "CFreeType", "CPoppler", "CJPEG",
                "CImageDecoders", "CPixelFill",
            ]),
        .target(
            name: "StateboardSnapshot",
            dependencies: [
                "StateboardCore", "StateboardLayout", "StateboardRender",
            ]),
        .target(
            name: "StateboardLint",
            dependencies: [
                "StateboardCore", "StateboardLayout", "StateboardAppFiles", "StateboardTheme", "StateboardRender",
            ]),
        .target(
            name: "StateboardSnapshotTesting",
            dependencies: [
                "Stateboard",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        // The pipeline as a library: planning, the job runner, record / verify / prune, the
        // reference store, reports, the gallery and the bundled themes (embedded at build time).
        .target(
            name: "Stateboard",
            dependencies: [
                "StateboardCore", "StateboardLayout", "StateboardAppFiles", "StateboardTheme", "StateboardRender", "StateboardSnapshot",
                "StateboardLint",
            ], plugins: ["EmbedThemesPlugin"]),
        // Build tool: turns Themes/ into Swift source so the bundled themes travel inside the binary.
        .executableTarget(name: "stateboard-embed-themes", path: "Sources/StateboardEmbedThemes"),
        .plugin(
            name: "EmbedThemesPlugin", capability: .buildTool(), dependencies: ["stateboard-embed-themes"],
            path: "Sources/EmbedThemesPlugin"),
        // The command plugin: runs the `stateboard` tool in the package's folder.
        .plugin(
            name: "StateboardCommandPlugin",
            capability: .command(
                intent: .custom(verb: "stateboard", description: "Record, verify or review the package's Stateboard snapshot references"),
                // No network permission: it would make every record and verify ask for a flag. On
                // macOS, `review`'s page (a socket on 127.0.0.1) needs `--disable-sandbox`.
                permissions: [.writeToPackageDirectory(reason: "record and review write the references in Snapshots/; verify writes its report")]),
            dependencies: ["stateboard"], path: "Sources/StateboardCommandPlugin"),
        // `stateboard serve`: the live preview, a small HTTP/1.1 server of its own (POSIX sockets, a
        // thread per connection) over the Stateboard pipeline.
        .target(name: "StateboardServer", dependencies: ["Stateboard"]),
        .executableTarget(
            name: "stateboard",
            dependencies: [
                "Stateboard", "StateboardServer", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "stateboard-bench", dependencies: ["Stateboard", "StateboardServer", "StateboardTestSupport"]),

        // What the test targets share: paths, temporary folders, Swift builders for scenes and a
        // headless Chromium driven over the DevTools protocol (the bench uses it too).
        .target(name: "StateboardTestSupport", dependencies: ["Stateboard", "CPNG"], path: "Tests/StateboardTestSupport"),
        .testTarget(name: "StateboardCoreTests", dependencies: ["StateboardCore"]),
        .testTarget(name: "StateboardLayoutTests", dependencies: ["StateboardCore", "StateboardLayout"]),
        .testTarget(name: "StateboardAppFilesTests", dependencies: ["StateboardAppFiles", "StateboardTestSupport"]),
        .testTarget(
            name: "StateboardThemeTests", dependencies: ["StateboardTheme", "StateboardAppFiles", "StateboardLayout", "StateboardTestSupport"]),
        .testTarget(
            name: "StateboardRenderTests", dependencies: ["StateboardRender", "StateboardTheme", "StateboardAppFiles", "CCairo", "StateboardTestSupport"]),
        .testTarget(name: "StateboardSnapshotTests", dependencies: ["StateboardSnapshot", "StateboardRender", "StateboardTheme", "StateboardTestSupport"]),
        .testTarget(
            name: "StateboardSnapshotTestingTests",
            dependencies: [
                "StateboardSnapshotTesting", "StateboardSnapshot", "StateboardRender", "StateboardTheme", "StateboardCore", "StateboardTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        .testTarget(name: "StateboardTests", dependencies: ["Stateboard", "StateboardTestSupport"]),
        // Lint's checks, run as `stateboard lint` runs them (LintRun lives in Stateboard).
        .testTarget(name: "StateboardLintTests", dependencies: ["Stateboard", "StateboardTestSupport"]),
        .testTarget(name: "StateboardServerTests", dependencies: ["StateboardServer", "Stateboard", "StateboardTestSupport"]),
        .testTarget(name: "StateboardCLITests", dependencies: ["stateboard", "Stateboard", "StateboardTestSupport"]),
        // A draw that throws half-way leaks nothing (`make leaks` runs it under LeakSanitizer).
        .testTarget(name: "StateboardLeakTests", dependencies: ["StateboardRender", "StateboardLayout", "StateboardCore"]),
    ],
    swiftLanguageModes: [.v6]
)

// Fuzz targets (libFuzzer): only when STATEBOARD_FUZZ is set, as `make fuzz` does, since they
// are built with -sanitize=fuzzer (which supplies `main`) into .build-fuzz.
if ProcessInfo.processInfo.environment["STATEBOARD_FUZZ"] != nil {
    for (name, dependencies) in [
        ("FuzzThemeDecoder", ["StateboardTheme"]), ("FuzzSceneDecoder", ["StateboardTheme"]),
        ("FuzzResolver", ["StateboardTheme"]), ("FuzzLayout", ["StateboardTheme", "StateboardLayout"]),
        ("FuzzStringCatalog", ["StateboardAppFiles", "StateboardCore"]), ("FuzzStringsFiles", ["StateboardAppFiles", "StateboardCore"]),
        ("FuzzAssetCatalog", ["StateboardAppFiles", "StateboardCore"]), ("FuzzMarkup", ["StateboardCore"]),
        ("FuzzPDF", ["StateboardAppFiles", "StateboardCore"]),
    ] {
        package.targets.append(
            .executableTarget(
                name: name, dependencies: dependencies.map { .target(name: $0) }, path: "Tests/Fuzz/\(name)",
                swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
    }
}

// The thread sanitizer's check (`make race-check`, part of `make test`): the library's concurrent
// rendering and verifying as the CLI drives them, in an executable of its own so that the
// instrumented build (.build-race) holds the library alone — not the server, nor the test suites.
if ProcessInfo.processInfo.environment["STATEBOARD_RACE_CHECK"] != nil {
    package.targets.append(.executableTarget(name: "StateboardRaceCheck", dependencies: ["Stateboard"], path: "Tests/RaceCheck"))
}

// The example app package (Examples/InboxScreen: a client of Stateboard by path, as a user's app
// package would be by URL) compiled and tested with this package's own build by `make test`,
// which sets STATEBOARD_EXAMPLE: one build instead of a second one of the whole library. (Within
// this package it could use a `package` symbol unnoticed — SwiftPM names the package last on the
// compiler's command line — so its own manifest, which users build, is what holds it to the public
// API: `swift test --package-path Examples/InboxScreen`.)
if ProcessInfo.processInfo.environment["STATEBOARD_EXAMPLE"] != nil {
    package.targets += [
        .target(name: "InboxScreen", dependencies: ["Stateboard"], path: "Examples/InboxScreen/Sources/InboxScreen"),
        .testTarget(
            name: "InboxScreenTests", dependencies: ["InboxScreen", "StateboardSnapshotTesting"],
            path: "Examples/InboxScreen/Tests/InboxScreenTests", exclude: ["__Snapshots__"]),
    ]
}

// `make leaks`: the package cut down to what the leak tests need (the Render module and below,
// with no package dependencies), so their AddressSanitizer build in .build-leaks is a small one.
if ProcessInfo.processInfo.environment["STATEBOARD_LEAKS"] != nil {
    let needed: Set<String> = [
        "CCairo", "CPango", "CRsvg", "CFreeType", "CPNG", "CDeflate", "CPoppler", "CJPEG", "CHeif", "CImageDecoders", "CPixelFill",
        "StateboardCore", "StateboardLayout", "StateboardRender", "StateboardLeakTests",
    ]
    package.targets.removeAll { !needed.contains($0.name) }
    package.products = []
    package.dependencies = []
}

// `make api-check` (diagnose-api-breaking-changes) reads the package without the command plugin:
// a plugin that depends on the `stateboard` tool makes SwiftPM build the modules a second time
// for the host (Modules-tool), and the API tool then finds none of the current modules' API and
// reports all of it removed. The plugin itself has no API.
if ProcessInfo.processInfo.environment["STATEBOARD_API_CHECK"] != nil {
    package.products.removeAll { $0.name == "StateboardPlugin" }
    package.targets.removeAll { $0.name == "StateboardCommandPlugin" }
}
