import StateboardCore

// The typed, located templates a theme is decoded into when it loads. Every literal in them is
// already checked (a color is a color, a number is in range, an option is one of its values);
// resolution only fills in parameters, strings and components, and looks tokens up.

/// A value with the file:line:column it was written at.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    /// Where the value starts.
    public var location: FileLocation
    public init(_ value: Value, at location: FileLocation) { self.value = value; self.location = location }
}

/// A scalar as a template writes it, before resolution fills it in.
public enum TemplateScalar: Hashable, Sendable {
    /// Text taken as written (`@@x` is written for the text `@x`).
    case literal(String)
    /// `~`, `null` or nothing: false in an `if:`; as a component parameter's default, "required".
    case empty
    /// `$name`: the value of a parameter.
    case parameter(String)
    /// `@key`: the locale's string, its `{name}` placeholders filled from the parameters.
    case string(key: String)
}

/// A color as a template names it.
public enum ColorValue: Hashable, Sendable {
    /// A hex or `{ light, dark }` color.
    case literal(DynamicColor)
    /// A color token or an iOS system color; tokens win, and are looked up when the theme resolves,
    /// so that a theme extending this one can change them.
    case named(String)
}

/// One `font:` override, applied in the order written (a size scales the line height set before it).
public enum FontOverride: Hashable, Sendable {
    case family(String)
    case size(Double)
    case weight(FontWeight)
    case italic(Bool)
    case lineHeight(Double)
    case letterSpacing(Double)
    /// A PostScript name (`HelveticaNeue-Light`): the font is looked up by it when drawn.
    case name(String)
}

/// A node property's literal value, decoded and checked when the theme loads.
public enum PropertyValue: Hashable, Sendable {
    case text(String)
    /// Rich text written as a list of runs.
    case runs([RunValue])
    /// A drop shadow; its color resolves as every color does.
    case shadow(Shadow, color: ColorValue?)
    /// A number in points (or a fraction, for a progress value), in the property's range.
    case number(Double)
    /// A spacing token's name, looked up when the theme resolves.
    case spacing(String)
    /// A whole number, like a label's `lines`.
    case integer(Int)
    case bool(Bool)
    case color(ColorValue)
    /// Margins or insets; `leading`/`trailing` are already left/right of a left-to-right layout.
    case insets(Insets)
    /// Hugging or compression priorities; an axis left out keeps the node's default.
    case priorities(horizontal: Double?, vertical: Double?)
    /// One of the values an enumerated property accepts (`axis: horizontal`, `shape: rows`).
    case option(String)
    /// A text style token or a Dynamic Type style, looked up at the variant's text size.
    case textStyle(String)
    /// `font:` overrides of the text style.
    case font([FontOverride])
    /// An image file, as an absolute path that exists.
    case path(String)
    /// An asset catalog's image set: its files and whether it is a template image.
    case imageAsset(ImageAssetReference)
    /// A button's corners: a radius or `capsule`.
    case corner(CornerStyle)
}

/// What a template gives a property: a checked literal, or what resolution substitutes.
public enum PropertyTemplate: Hashable, Sendable {
    case value(PropertyValue)
    /// `$name`: the parameter's value, converted to the property's type when it is substituted.
    case parameter(String)
    /// `@key`: the locale's string (with `{name}` filled), converted to the property's type.
    case string(key: String)
}

/// One property of a node template.
public struct NodeProperty: Sendable {
    /// The literal, or the parameter or string resolution substitutes.
    public var template: PropertyTemplate
    /// Where the value is written.
    public var location: FileLocation

    public init(template: PropertyTemplate, location: FileLocation) { self.template = template; self.location = location }
}

/// A node of a template: a node of one kind, or a use of a component; `if:` conditions drop it.
public struct NodeTemplate: Sendable {
    /// What the template stands for.
    public enum Body: Sendable {
        /// A node of one kind: `label: { … }`.
        case kind(KindTemplate)
        /// `component: name` with arguments, expanded to the component's template.
        case component(ComponentUse)
    }

    public var body: Body
    /// The node is left out unless every condition is truthy (not empty, not `false`).
    public var conditions: [Located<TemplateScalar>]
    /// Where the node's mapping starts.
    public var location: FileLocation

    public init(body: Body, conditions: [Located<TemplateScalar>] = [], location: FileLocation) {
        self.body = body; self.conditions = conditions; self.location = location
    }
}

/// A node of one kind (`stack`, `label`, …) with its properties and, for a stack, its children.
public struct KindTemplate: Sendable {
    /// `stack`, `label`, `button`, …
    public var kind: String
    /// Where the kind key is: the place for "missing property" errors.
    public var kindLocation: FileLocation
    /// Properties by key, each of the type the kind gives it.
    public var properties: [String: NodeProperty]
    /// A stack's `nodes`.
    public var children: [NodeTemplate]

    public init(kind: String, kindLocation: FileLocation, properties: [String: NodeProperty], children: [NodeTemplate] = []) {
        self.kind = kind; self.kindLocation = kindLocation; self.properties = properties; self.children = children
    }
}

/// `component: name` with arguments.
public struct ComponentUse: Sendable {
    /// The component's name (checked to exist when the theme loads).
    public var name: String
    public var nameLocation: FileLocation
    /// Arguments by parameter name.
    public var arguments: [String: ComponentArgument]

    public init(name: String, nameLocation: FileLocation, arguments: [String: ComponentArgument] = [:]) {
        self.name = name; self.nameLocation = nameLocation; self.arguments = arguments
    }
}

/// One argument of a component use.
public struct ComponentArgument: Sendable {
    public var value: Located<TemplateScalar>
    /// Where the parameter's name is written (the place for "no such parameter").
    public var keyLocation: FileLocation

    public init(value: Located<TemplateScalar>, keyLocation: FileLocation) { self.value = value; self.keyLocation = keyLocation }
}

/// A chrome bar as a theme writes it.
public struct ChromeBarTemplate: Sendable {
    /// The bar with its literal settings (kind, height, title, selected item).
    public var bar: ChromeBar
    /// A tab bar's items as written; `@key` items are the locale's strings.
    public var items: [Located<TemplateScalar>]
    /// Where the bar is written.
    public var location: FileLocation
    /// A navigation bar's leading and trailing buttons; titles may be `@key` strings.
    public var leadingItems: [BarItemTemplate] = []
    public var trailingItems: [BarItemTemplate] = []
    /// A toolbar's items when they are more than symbols' names (those stay in `bar.symbols`).
    public var toolbarItems: [BarItemTemplate] = []
    /// The bar's background and a tab bar's unselected item color (colors or tokens).
    public var background: ColorValue?
    public var unselectedTint: ColorValue?
    /// A table header's title and text; `@key` strings are the locale's.
    public var headerTitle: Located<TemplateScalar>?
    public var headerText: Located<TemplateScalar>?

    public init(bar: ChromeBar, items: [Located<TemplateScalar>] = [], location: FileLocation) {
        self.bar = bar; self.items = items; self.location = location
    }
}

/// A bar button item as a theme writes it: a symbol, a title that may be an `@key` string, an
/// image of the app's, or a compact date picker, with its own tint and size; or a toolbar's space.
public struct BarItemTemplate: Sendable {
    public var symbol: String?
    public var title: Located<TemplateScalar>?
    public var isDone: Bool
    /// An image file or asset catalog image set, decoded (tinted unless `renderingMode: original`).
    public var image: ImageNode?
    /// The image's size as written (`nil`: its own).
    public var width: Double?
    public var height: Double?
    /// The item's own tint (a color or a token).
    public var tint: ColorValue?
    /// A symbol's configuration as written.
    public var pointSize: Double?
    public var weight: FontWeight?
    public var scale: SymbolScale?
    /// A compact date picker's date and mode.
    var datePicker: BarDatePicker?
    /// A toolbar's space (`.flexibleSpace` or `.fixedSpace`), which has nothing else.
    public var space: BarItem.Content?

    public init(symbol: String? = nil, title: Located<TemplateScalar>? = nil, isDone: Bool = false) {
        self.symbol = symbol; self.title = title; self.isDone = isDone
    }
}
