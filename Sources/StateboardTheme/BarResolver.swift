import StateboardCore
import StateboardLayout

/// Resolves a screen's bar templates for one variant: texts through the expander (`@key` strings
/// and `{param}`s, as in nodes), colours through the theme's tokens, heights by the variant's text
/// size and device, as UIKit sizes its bars.
struct BarResolver {
    let theme: Theme
    let expander: TemplateExpander
    let params: [String: BoundValue]
    /// The locale's strings (screen strings over theme strings).
    let strings: [String: LocatedText]
    /// The screen's title, which a navigation bar or table header shows unless it gives its own.
    let title: String?
    let variant: Variant

    func bar(_ template: ChromeBarTemplate) -> ChromeBar {
        var bar = template.bar
        // Tabs and toolbar buttons take the app's tint, as UIKit's do: the theme's `accent`.
        bar.tint = theme.tokens.colors["accent"]?.forDevice(isPad: variant.device.isPad)
        bar.framework = framework
        bar.background = template.background.map(color)
        bar.unselectedTint = template.unselectedTint.map(color)
        bar.leadingItems = items(template.leadingItems, barTint: bar.tint)
        bar.trailingItems = items(template.trailingItems, barTint: bar.tint)
        bar.toolbarItems = items(template.toolbarItems, barTint: bar.tint)
        switch bar.kind {
        case .navigationBar, .largeTitleNavigationBar:
            // A SwiftUI app's inline title and item titles grow a little with Dynamic Type; UIKit's stay 17 pt.
            bar.barTextSize = BarMetrics.barTextSize(at: variant.textSize, framework: framework)
            if bar.kind == .navigationBar { bar.title = bar.title ?? title } else { resolveLargeTitle(&bar) }
        case .tabBar: resolveTabBar(&bar, template: template)
        case .tableHeader: resolveTableHeader(&bar, template: template)
        case .keyboard: bar.keyboard = KeyboardLayout.forLocale(variant.locale)
        case .searchBar: resolveSearchBar(&bar)
        default: break
        }
        if variant.device.isPad { bar.useIPadRow() }
        return bar
    }

    /// The framework the theme says its app is written in (`defaults.framework`, else UIKit).
    private var framework: AppFramework { theme.screenDefaults.framework?.value ?? .uiKit }

    private func text(_ scalar: Located<TemplateScalar>) -> String? { expander.evaluate(scalar, params: params)?.text }

    private func color(_ value: ColorValue) -> DynamicColor { theme.tokens.color(value).forDevice(isPad: variant.device.isPad) }

    /// A navigation bar's or a toolbar's items in the variant: titles in the locale's words, a
    /// date picker's date in its formats, each item's own tint (else, for a tinted image, the
    /// app's); spaces as written.
    private func items(_ templates: [BarItemTemplate], barTint: DynamicColor?) -> [BarItem] {
        templates.compactMap { template in
            let tint = template.tint.map(color)
            let content: BarItem.Content
            if let space = template.space {
                content = space
            } else if let symbol = template.symbol {
                content = .symbol(symbol)
            } else if var image = template.image {
                if image.symbol != nil || image.tint != nil { image.tint = tint ?? barTint ?? SystemColor.systemBlue.color }
                if let symbol = image.symbol {
                    image.symbol = SymbolImage(
                        name: symbol.name, pointSize: template.pointSize ?? 17, weight: template.weight ?? .regular,
                        scale: template.scale ?? .large, template: symbol.template)
                }
                content = .image(image, width: template.width, height: template.height)
            } else if let picker = template.datePicker {
                content = .datePicker(texts: picker.texts(locale: variant.locale.identifier))
            } else if let title = template.title.flatMap(text) {
                content = .text(title)
            } else {
                return nil
            }
            var item = BarItem(content, isDone: template.isDone, tint: tint)
            if let pointSize = template.pointSize { item.pointSize = pointSize }
            if let weight = template.weight { item.weight = weight }
            if let scale = template.scale { item.scale = scale }
            return item
        }
    }

    private func resolveLargeTitle(_ bar: inout ChromeBar) {
        bar.title = bar.title ?? title
        // The large title follows Dynamic Type, and its bar grows with it unless the theme set a height.
        bar.textSize = variant.textSize
        if bar.height == ChromeKind.largeTitleNavigationBar.defaultHeight {
            bar.height = ChromeBar.largeTitleBarHeight(at: variant.textSize, framework: framework)
        }
    }

    private func resolveTabBar(_ bar: inout ChromeBar, template: ChromeBarTemplate) {
        // The floating tab bar is iPadOS 18's; an iPhone keeps its tab bar at the bottom.
        if bar.isFloating, !variant.device.isPad { bar.isFloating = false }
        if bar.isFloating, bar.height == ChromeKind.tabBar.defaultHeight { bar.height = ChromeBar.floatingTabBarHeight }
        bar.items = template.items.isEmpty ? ThemeResolver.defaultTabItems(strings) : template.items.compactMap(text)
        if template.items.isEmpty {
            bar.symbols = ChromeBar.defaultTabSymbols
            expander.usage.strings.formUnion(ThemeResolver.defaultTabKeys)
        }
    }

    /// A real header view: its title (the screen's title unless given) and text, in the user's
    /// text size; a header of the default height grows to fit them.
    private func resolveTableHeader(_ bar: inout ChromeBar, template: ChromeBarTemplate) {
        bar.title = template.headerTitle.flatMap(text) ?? bar.title ?? title
        bar.items = template.headerText.flatMap(text).map { [$0] } ?? []
        bar.textSize = variant.textSize
        if bar.height == ChromeKind.tableHeader.defaultHeight {
            bar.height = TableHeaderMetrics.height(hasText: !bar.items.isEmpty, at: variant.textSize)
        }
    }

    /// The field shows the screen's `query` when it has one (a search in progress:
    /// `ScreenFrame.isSearchActive`), else the locale's placeholder; field, text and magnifier
    /// follow Dynamic Type, and the bar grows with them.
    private func resolveSearchBar(_ bar: inout ChromeBar) {
        bar.textSize = variant.textSize
        if bar.height == ChromeKind.searchBar.defaultHeight {
            bar.height = BarMetrics.searchBarHeight(at: variant.textSize, framework: framework)
        }
        bar.items = [strings["search.placeholder"]?.text ?? "Search"]
        expander.usage.strings.insert("search.placeholder")
        // While searching (the keyboard up) the bar shows Cancel in the locale's words.
        bar.cancelTitle = strings["cancel"]?.text ?? "Cancel"
        bar.title = params["query"].flatMap { $0.isEmpty || $0.text.isEmpty ? nil : $0.text }
    }
}
