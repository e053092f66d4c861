import Foundation
import StateboardAppFiles
import StateboardCore
import StateboardLayout

/// A theme: everything needed to resolve any screen × state × variant of an app to a `PlaceholderScene`.
/// Everything in it is decoded and checked when it loads: node trees are typed, located templates
/// (`NodeTemplate`) in which resolution only substitutes params, strings (`@key`) and components.
public struct Theme: Sendable {
    /// The theme's name (its folder's name unless it says otherwise).
    public var name: String
    /// The folder the theme was loaded from (asset paths are relative to their own theme's folder).
    public var folder: String
    public var tokens: ThemeTokens
    /// Strings per locale identifier, then per key.
    public var strings: [String: [String: LocatedText]]
    /// The app's own strings, read from the Xcode string files `localizations` names; `@key`
    /// finds a key here when `strings` has none for the locale.
    public var appStrings = AppStrings()
    /// The locale other locales' strings are checked against and pseudo-locales are made from.
    public var baseLocale: String
    public var components: [String: Component]
    /// Default state specs by state key (`loading`, `error`, `error.timeout`, `custom.noResults`).
    public var states: [String: StateSpec]
    public var traits: [String: ThemeTrait]
    /// The app's own error kinds (`errorKinds:`), beyond the built-in ones.
    public var errorKinds: Set<ErrorKind> = []
    /// Screens in the order the theme declares them.
    public var screens: [Screen]
    /// Screen settings every screen starts from.
    public var screenDefaults: ScreenDefaults
    public var matrix: Matrix
    /// The variants `record` and `verify` use (the `snapshots` section): the matrix narrowed or
    /// changed, with a scale; `nil` when the theme has none (then the matrix itself).
    public var snapshots: Matrix?
    /// The tolerances `verify` uses for this theme's references unless its flags say otherwise.
    public var snapshotTolerance = Tolerance()
    /// Devices the theme defines beyond the presets.
    public var devices: [Device]
    /// Font files and folders, absolute.
    public var fontPaths: [String]
    /// The glyph source the theme asks for (`glyphs.source`); `nil`: the command's, by default `pinned`.
    public var glyphSource: GlyphSource?
    /// A folder of SF Symbols templates inside the theme (`glyphs.symbols`) the `apple` glyph
    /// source draws symbols from, absolute.
    public var symbolExports: String?
    /// The theme files read, this one first, then what it extends.
    public var files: [String]
    /// When loading it began (`nil` for a theme made in code): a file changed since then may not
    /// be in it, which an incremental run needs to know (`ThemeInputs`).
    public var loadedAt: Date?
    /// The node kinds the theme was loaded with (`ThemeLoader.load(path:kinds:)`): resolving,
    /// laying out and rendering it use them, on whatever thread.
    public var kinds: NodeKindRegistry = .builtIn
    /// The `lint:` section: rules whose severity the theme changes (or silences, with a reason).
    public var lint: [LintRule: LintSetting] = [:]
    /// What loading found that does not stop the theme from rendering, each `isWarning`: the
    /// app's asset sets that cannot be read and that nothing in the theme uses (skipped, as
    /// Xcode's build would not draw them either). Commands print them; `lint` lists them.
    public var warnings: [Diagnostic] = []

    /// The screen with this name.
    public func screen(named name: String) -> Screen? { screens.first { $0.name == name } }

    /// A device preset or one of the theme's own.
    public func device(_ id: String) -> Device? { devices.first { $0.id == id } ?? Device.preset(id) }
}

/// A string with where it was written.
public struct LocatedText: Sendable {
    public var text: String
    public var location: FileLocation
}

/// Design tokens: named colors, spacings and text styles, referenced by name from nodes.
public struct ThemeTokens: Sendable {
    public var colors: [String: DynamicColor] = [:]
    /// Spacings, at compact width (and at every width when a token has one value).
    public var spacing: [String: Double] = [:]
    /// The spacings that differ at regular width (`{ compact: 10, regular: 22 }` in YAML), by name.
    public var regularWidthSpacing: [String: Double] = [:]
    public var textStyles: [String: TextStyleToken] = [:]
    /// Where each token is defined, by `colors.<name>`, `spacing.<name>` and `textStyles.<name>`.
    public var definitions: [String: FileLocation] = [:]
    /// Color tokens written as another token's name (`brand: accent`), by name: the token they name.
    public var colorAliases: [String: String] = [:]
    /// The color and image sets of the app's asset catalogs (`assets`), named by `asset(Name)`
    /// colors and `image: { asset: Name }`.
    public var assets = AssetCatalog()
    public init() {}

    /// The tokens as a screen of this width class sees them: at regular width, the spacings
    /// with a regular value take it.
    public func forWidthClass(_ widthClass: WidthClass) -> ThemeTokens {
        guard widthClass == .regular, !regularWidthSpacing.isEmpty else { return self }
        var tokens = self
        tokens.spacing.merge(regularWidthSpacing) { _, regular in regular }
        return tokens
    }

    /// Whether a color token of the theme's own files (not the built-in theme's) looks different
    /// with Increase Contrast on: it has an `increasedContrast`, or is a system color Apple gives
    /// such values.
    public var ownColorsChangeUnderIncreasedContrast: Bool {
        colors.contains { name, color in
            color.hasIncreasedContrastVariant && definitions["colors.\(name)"].map { $0.file != Theme.builtInFile } == true
        }
    }
}

/// A named text style: a Dynamic Type style with optional overrides. It scales with the
/// content size category when it has a Dynamic Type `style`; a bare `size` stays fixed.
public struct TextStyleToken: Sendable {
    public var style: TextStyle?
    public var family: String?
    public var size: Double?
    public var weight: FontWeight?
    public var italic: Bool?
    public var lineHeight: Double?
    public var letterSpacing: Double?

    /// The font at a content size category.
    public func font(at category: TextSizeCategory) -> FontSpec {
        let base = (style ?? .body).font(at: category)
        let growth = style.map { $0.font(at: category).size / $0.font(at: .large).size } ?? 1
        var font = base
        if let size { font.size = size * growth }
        if let lineHeight {
            font.lineHeight = lineHeight * growth
        } else if let size, let baseLine = base.lineHeight {
            font.lineHeight = baseLine * (size * growth) / base.size
        }
        if style == nil && size != nil && lineHeight == nil { font.lineHeight = nil }
        font.family = family ?? font.family
        font.weight = weight ?? font.weight
        font.italic = italic ?? font.italic
        font.letterSpacing = letterSpacing ?? font.letterSpacing
        return font
    }
}

/// A reusable node template with parameters (the declarative "custom view").
public struct Component: Sendable {
    public var name: String
    /// Parameter defaults; a `nil` default makes the parameter required.
    public var params: [String: Located<TemplateScalar>?]
    public var template: NodeTemplate
    public var location: FileLocation

    public init(name: String, params: [String: Located<TemplateScalar>?] = [:], template: NodeTemplate, location: FileLocation) {
        self.name = name; self.params = params; self.template = template; self.location = location
    }
}

/// What a placeholder looks like in one state, at one level of the cascade. Every part is
/// optional: a level overrides only what it says; `params` merge key by key.
public struct StateSpec: Sendable {
    public var node: NodeTemplate?
    public var params: [String: Located<TemplateScalar>] = [:]
    public var placement: Located<Placement>?
    public var background: Located<ColorValue>?
    /// The bars this state shows instead of the screen's (a full-screen state view: `[]`).
    public var chrome: Located<[ChromeBarTemplate]>?
    /// How far the screen's content is pulled down (a refresh control's room), in points.
    public var contentOffset: Located<Double>?
    /// A second node the state places on its own (`accessory: { node, placement }`).
    public var accessory: Located<AccessoryTemplate>?
    /// A dimming layer over the whole screen, bars included, under the placeholder (a HUD's).
    public var dimming: Located<ColorValue>?
    public var location: FileLocation

    public init(
        node: NodeTemplate? = nil, params: [String: Located<TemplateScalar>] = [:], placement: Located<Placement>? = nil,
        background: Located<ColorValue>? = nil, chrome: Located<[ChromeBarTemplate]>? = nil, location: FileLocation
    ) {
        self.node = node; self.params = params; self.placement = placement; self.background = background; self.chrome = chrome
        self.location = location
    }
}

/// A state's second node and where it goes: the bottom of the content area unless it says.
public struct AccessoryTemplate: Sendable {
    public var node: NodeTemplate
    public var placement: Placement

    /// A button pinned above the home indicator or the bottom bar, as UIKit's layout margins
    /// and the safe area place one (16 pt in from the sides and above the bottom).
    public static let defaultPlacement = Placement(anchor: .bottom, insets: Insets(top: 16, left: 16, bottom: 16, right: 16))
}

/// Named overrides a screen opts into, like `listLoading` swapping the spinner for skeleton rows.
public struct ThemeTrait: Sendable {
    public var name: String
    public var states: [String: StateSpec]
    public var location: FileLocation
}

/// Settings every screen starts from.
public struct ScreenDefaults: Sendable {
    public var chrome: [ChromeBarTemplate]?
    public var background: Located<ColorValue>?
    public var placement: Located<Placement>?
    /// How every label and button title of the theme breaks its lines unless it says
    /// (`NSParagraphStyle.LineBreakStrategy`): `none` for a SwiftUI app, whose `Text` breaks
    /// greedily; UIKit's `standard` when unset.
    public var lineBreakStrategy: Located<LineBreakStrategy>?
    /// The framework the app is written in (`framework: swiftUI`): SwiftUI's search field, its
    /// navigation bars' titles growing with Dynamic Type, its `List` rows' values under their
    /// labels at accessibility sizes, and its `Text`'s line breaking unless `lineBreakStrategy`
    /// says; UIKit's when unset.
    public var framework: Located<AppFramework>?

    /// The line-break strategy text takes unless it names one: the theme's, else a SwiftUI app's
    /// (`nil`: UIKit's standard, left to each label).
    public var effectiveLineBreakStrategy: LineBreakStrategy? {
        lineBreakStrategy?.value ?? (framework?.value == .swiftUI ? AppFramework.swiftUI.defaultLineBreakStrategy : nil)
    }
}

/// One screen of the app.
public struct Screen: Sendable {
    public var name: String
    /// The navigation bar's title: text, `@key` or `$param`.
    public var title: Located<TemplateScalar>?
    public var chrome: [ChromeBarTemplate]?
    /// The traits it opts into, in order (later ones win).
    public var traits: [LocatedText]
    /// Strings overriding the theme's, per locale.
    public var strings: [String: [String: LocatedText]]
    /// Params for every state of this screen.
    public var params: [String: Located<TemplateScalar>]
    /// What the screen shows when it has data (the `content` and `updating` states).
    public var content: NodeTemplate?
    public var background: Located<ColorValue>?
    public var states: [String: StateSpec]
    public var location: FileLocation
}

/// The variants a theme renders by default.
public struct Matrix: Sendable {
    public var devices: [String] = ["iphone-15"]
    public var orientations: [Orientation] = [.portrait]
    public var appearances: [Appearance] = [.light, .dark]
    /// `standard`, `increased` (Increase Contrast) or both.
    public var contrasts: [DisplayContrast] = [.standard]
    public var locales: [String] = ["en"]
    public var textSizes: [TextSizeCategory] = [.large]
    /// State keys to render; `nil`: every state the theme defines plus the built-in ones. A
    /// custom state is rendered on the screens that can show it (`ThemeValidator.customStates`).
    public var states: [String]?
    /// Where each of `states` is written (a custom state no screen shows is an error there).
    var stateLocations: [String: FileLocation] = [:]
    /// Pixels per point for every variant; `nil`: each device's own.
    public var scale: Double?
    public init() {}
}

extension Tolerance {
    /// The keys of the `snapshots` section that set a tolerance.
    static let themeKeys = ["precision", "perceptualPrecision", "ignoresAntialiasing", "densityWindow", "maxDensity"]
}
