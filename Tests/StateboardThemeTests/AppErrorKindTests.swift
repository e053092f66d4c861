import Foundation
import StateboardAppFiles
import StateboardCore
import StateboardTestSupport
import StateboardTheme
import Testing

/// An app's own error kinds: declared in `errorKinds`, styled as `error.<kind>`, falling back to `error`.
@Suite struct AppErrorKindTests {
    static func load(_ yaml: String) throws -> (Theme?, [Diagnostic]) {
        try ThrowawayTheme.load(yaml)
    }

    static let theme = """
        stateboard: 1
        name: app
        errorKinds: [unauthorized, maintenance]
        states:
          error:
            node: { label: { id: title, text: Something went wrong } }
          error.unauthorized:
            node: { label: { id: title, text: Sign in again } }
        screens:
          home: {}
        """

    @Test func aDeclaredKindIsStyledAndAnUnstyledOneFallsBackToError() throws {
        let (loaded, diagnostics) = try Self.load(Self.theme)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let theme = try #require(loaded)
        #expect(theme.errorKinds == [ErrorKind("unauthorized"), ErrorKind("maintenance")])
        let resolver = ThemeResolver(theme: theme)
        func title(_ state: ViewState) throws -> String? {
            let scene = try resolver.scene(screen: "home", state: state, variant: Variant(device: Device.preset("iphone-15")!))
            return scene.root.children.first { $0.id == "title" }.flatMap { node -> String? in
                if let label = node.content.value(as: LabelNode.self) { return label.content.text }
                return nil
            }
        }
        #expect(try title(.error(ErrorKind("unauthorized"))) == "Sign in again")
        #expect(try title(.error(ErrorKind("maintenance"))) == "Something went wrong")
    }

    @Test func anUndeclaredKindIsAnErrorThatSaysHowToDeclareIt() throws {
        let (_, diagnostics) = try Self.load("stateboard: 1\nname: app\nstates: { error.offline: {} }\n")
        let found = try #require(diagnostics.first { $0.message == "unknown state `error.offline`" })
        #expect(found.location.line == 3 && found.location.column == 11)
        #expect(found.hint?.contains("errorKinds: [offline]") == true, "\(found.hint ?? "")")
    }

    @Test func aMisspeltBuiltInKindSuggestsIt() throws {
        let (_, diagnostics) = try Self.load("stateboard: 1\nname: app\nstates: { error.timout: {} }\n")
        #expect(diagnostics.contains { $0.message == "unknown state `error.timout`" && $0.hint == "did you mean `error.timeout`?" })
    }

    @Test func badKindNamesAreLocatedErrors() throws {
        let (_, diagnostics) = try Self.load("stateboard: 1\nname: app\nerrorKinds: [\"no pe\", timeout]\n")
        #expect(diagnostics.contains { $0.message == "`no pe` is not an error kind's name" && $0.location.line == 3 })
        #expect(diagnostics.contains { $0.message == "`timeout` is built in" })
    }
}
