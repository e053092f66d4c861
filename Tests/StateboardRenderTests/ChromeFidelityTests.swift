import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import Testing

/// The bars as iOS 17 draws them around a placeholder, one rule per test.
@Suite struct ChromeFidelityTests {
    static func image(
        device: Device = .iPhone15, chrome: [ChromeBar] = [], direction: InterfaceDirection = .leftToRight,
        content: Bool = false, appearance: Appearance = .light, clock: String = "9:41"
    ) throws -> RGBAImage {
        var scene = PlaceholderScene(
            canvas: device.size, scale: device.scale, root: PlaceholderNode(.stack(StackNode(axis: .vertical))),
            // Content that draws down to the bars (a filled box fills the content area).
            content: content
                ? PlaceholderNode(
                    .stack(
                        StackNode(
                            axis: .vertical,
                            nodes: [
                                PlaceholderNode(.box(BoxNode(fill: SystemColor.systemBackground.color)))
                            ]))) : nil,
            direction: direction)
        scene.clock = clock
        scene.screen = ScreenFrame(safeArea: device.safeArea(in: .portrait), chrome: chrome, isPad: device.isPad)
        return try RenderTestSupport.renderer.pixels(RenderTestSupport.renderer.layout(scene), appearance: appearance)
    }

    /// The pixels of rows `y0..<y1`, columns `x0..<x1`, as one array per row.
    static func block(_ image: RGBAImage, x0: Int, x1: Int, y0: Int, y1: Int, mirrored: Bool = false) -> [[UInt8]] {
        (y0..<y1).map { y in
            let columns = mirrored ? Array((x0..<x1).reversed()) : Array(x0..<x1)
            return columns.flatMap { x -> [UInt8] in
                let p = image[x, y]; return [p.r, p.g, p.b]
            }
        }
    }

    /// Rule: right-to-left moves the status bar's groups to the other side but never mirrors
    /// the glyphs (signal bars still rise to the right, the battery's tip stays on its right).
    @Test func statusBarGlyphsMoveButDoNotMirrorInRightToLeft() throws {
        let ltr = try Self.image(), rtl = try Self.image(direction: .rightToLeft)
        let white: (UInt8, UInt8, UInt8) = (255, 255, 255)
        let glyphs = try #require(RenderTestSupport.inkBounds(ltr, in: (ltr.width / 2, 0, ltr.width, 150), background: white))
        let moved = try #require(RenderTestSupport.inkBounds(rtl, in: (0, 0, rtl.width / 2, 150), background: white))
        #expect(moved.2 - moved.0 == glyphs.2 - glyphs.0 && moved.1 == glyphs.1, "the group keeps its size and height: \(glyphs) \(moved)")
        let original = Self.block(ltr, x0: glyphs.0, x1: glyphs.2, y0: glyphs.1, y1: glyphs.3)
        #expect(Self.block(rtl, x0: moved.0, x1: moved.2, y0: moved.1, y1: moved.3) == original, "drawn as in left-to-right")
        #expect(
            Self.block(ltr, x0: glyphs.0, x1: glyphs.2, y0: glyphs.1, y1: glyphs.3, mirrored: true) != original,
            "the glyphs are not symmetric, so a mirror would show")
    }

    /// Rule: the status bar's time is written in the locale's digits (Arabic: ٩:٤١), never in
    /// a pseudo-locale's.
    @Test func statusBarTimeUsesTheLocalesDigits() throws {
        #expect(LocaleInfo("ar").clock == "٩:٤١" && LocaleInfo("fa").clock == "۹:۴۱")
        #expect(LocaleInfo("zh-Hans").clock == "9:41" && LocaleInfo("ar-XB").clock == "9:41" && LocaleInfo("he").clock == "9:41")
        let western = try Self.image(direction: .rightToLeft), arabic = try Self.image(direction: .rightToLeft, clock: "٩:٤١")
        let white: (UInt8, UInt8, UInt8) = (255, 255, 255)
        let time = try #require(RenderTestSupport.inkBounds(western, in: (western.width / 2, 0, western.width, 150), background: white))
        #expect(
            Self.block(arabic, x0: time.0, x1: time.2, y0: time.1, y1: time.3) != Self.block(western, x0: time.0, x1: time.2, y0: time.1, y1: time.3),
            "the time is drawn in other digits")
    }

    /// Rule: a Home-button iPhone's centred time carries the day period as the language writes
    /// it (9:41 AM, 上午9:41, ٩:٤١ ص, 오전 9:41), none where the default clock is 24-hour; the
    /// resolver hands it to the scene and the status bar draws it.
    @Test func homeButtonTimeCarriesTheLocalesDayPeriod() throws {
        #expect(LocaleInfo("en").clockWithPeriod == "9:41 AM" && LocaleInfo("zh-Hans").clockWithPeriod == "上午9:41")
        #expect(LocaleInfo("ar").clockWithPeriod == "٩:٤١ ص" && LocaleInfo("ko").clockWithPeriod == "오전 9:41")
        #expect(LocaleInfo("de").clockWithPeriod == "9:41" && LocaleInfo("en-XA").clockWithPeriod == "9:41 AM")
        let se = try #require(Device.preset("iphone-se"))
        func statusBar(_ period: String) throws -> [[UInt8]] {
            var scene = PlaceholderScene(canvas: se.size, scale: se.scale, root: PlaceholderNode(.stack(StackNode(axis: .vertical))))
            scene.clockWithPeriod = period
            scene.screen = ScreenFrame(safeArea: se.safeArea(in: .portrait))
            let image = try RenderTestSupport.renderer.pixels(RenderTestSupport.renderer.layout(scene), appearance: .light)
            return Self.block(image, x0: 0, x1: image.width, y0: 0, y1: 40)
        }
        #expect(try statusBar("9:41 AM") != statusBar("上午9:41"), "the centred time is the scene's")
    }

    /// Rule: the keyboard has labelled keys in the locale's layout (QWERTY, Pinyin's Chinese
    /// labels, Arabic letters), function keys in place in every language.
    @Test func keyboardKeysCarryTheLocalesLetters() throws {
        #expect(KeyboardLayout.forLocale(LocaleInfo("zh-Hans")) == .pinyin && KeyboardLayout.forLocale(LocaleInfo("ar")) == .arabic)
        #expect(KeyboardLayout.forLocale(LocaleInfo("ar-XB")) == .english && KeyboardLayout.forLocale(LocaleInfo("fr")) == .english)
        func keyboard(_ layout: KeyboardLayout) throws -> RGBAImage {
            var bar = ChromeBar(.keyboard)
            bar.keyboard = layout
            return try Self.image(chrome: [bar])
        }
        let english = try keyboard(.english), arabic = try keyboard(.arabic)
        let top = english.height - Int((ChromeKind.keyboard.defaultHeight + Device.iPhone15.safeArea.bottom) * Device.iPhone15.scale)
        // Keys start under the 45 pt predictive bar and an 8 pt margin; a row is 42 pt tall, 54 apart.
        let firstKeyRowMiddle = 45.0 + 8 + 21
        let keyRow = top + Int(firstKeyRowMiddle * Device.iPhone15.scale)
        // The first key (q) has dark ink at its centre row: its letter.
        let firstKey = Self.block(english, x0: 12, x1: 90, y0: keyRow - 20, y1: keyRow + 20).flatMap { $0 }
        #expect(firstKey.contains { $0 < 80 }, "the q key has its letter")
        #expect(
            Self.block(english, x0: 0, x1: english.width, y0: keyRow - 20, y1: keyRow + 20)
                != Self.block(arabic, x0: 0, x1: arabic.width, y0: keyRow - 20, y1: keyRow + 20), "Arabic letters, not QWERTY")
        // The bottom-left key is the numbers key in both (not mirrored).
        let bottomRow = top + Int((firstKeyRowMiddle + 3 * 54) * Device.iPhone15.scale)
        #expect(
            Self.block(english, x0: 12, x1: 40, y0: bottomRow - 3, y1: bottomRow + 3)
                == Self.block(arabic, x0: 12, x1: 40, y0: bottomRow - 3, y1: bottomRow + 3), "the function keys keep their colour and place")
    }

    /// Rule: an iPad's tab bar (iPadOS 17) is a compact group centred in the bar, each symbol
    /// beside its title (one row of ink, not a symbol over a title), and its status bar shows
    /// the date beside the time in the locale's words.
    @Test func iPadTabBarIsACentredRowAndTheDateFollowsTheTime() throws {
        let pad = try #require(Device.preset("ipad"))
        let bar = ChromeBar(
            .tabBar, items: ["Inbox", "Search", "Favorites"], selectedItem: 2,
            symbols: ["tray", "magnifyingglass", "heart"])
        let image = try Self.image(device: pad, chrome: [bar])
        let frame = try #require(ScreenFrame(safeArea: pad.safeArea(in: .portrait), chrome: [bar]).barFrames(in: pad.size).first?.frame)
        let white: (UInt8, UInt8, UInt8) = (255, 255, 255)
        let y0 = Int(frame.minY * pad.scale), y1 = Int(frame.maxY * pad.scale)
        let ink = try #require(RenderTestSupport.inkBounds(image, in: (0, y0, image.width, y1), background: white))
        let center = Double(ink.0 + ink.2) / 2
        #expect(abs(center - Double(image.width) / 2) < 8 * pad.scale, "the group is centred: \(ink)")
        #expect(Double(ink.2 - ink.0) < Double(image.width) / 2, "a compact group, not items spread over the bar")
        #expect(Double(ink.3 - ink.1) < 26 * pad.scale, "symbols beside titles make one row: \(ink)")
        #expect(LocaleInfo("zh-Hans").statusDate == "1月9日 周二" && LocaleInfo("en-XA").statusDate == "Tue Jan 9")
    }

    /// Rule: a Home-button iPhone (SE) has a 20 pt bar with the time centred, signal and Wi-Fi
    /// leading and the battery trailing; an iPad shows the time leading in its 24 pt bar.
    @Test func statusBarFamilyFollowsTheDevice() throws {
        let white: (UInt8, UInt8, UInt8) = (255, 255, 255)
        let se = try Self.image(device: .iPhoneSE)
        let ink = try #require(RenderTestSupport.inkBounds(se, in: (0, 0, se.width, 60), background: white))
        #expect(ink.3 <= 40, "everything within the 20 pt bar at @2x: \(ink)")
        let centre = try #require(RenderTestSupport.inkBounds(se, in: (se.width / 2 - 80, 0, se.width / 2 + 80, 40), background: white))
        #expect(abs((centre.0 + centre.2) / 2 - se.width / 2) <= 3, "the time is centred: \(centre)")
        #expect(ink.0 <= 16 && ink.2 >= se.width - 16, "signal leading, battery trailing: \(ink)")
        let pad = try Self.image(device: .iPad)
        let time = try #require(RenderTestSupport.inkBounds(pad, in: (0, 0, pad.width / 3, 48), background: white))
        #expect(time.0 <= 50 * 2, "the time leading: \(time)")
        #expect(RenderTestSupport.inkBounds(pad, in: (pad.width / 3, 0, pad.width * 2 / 3, 48), background: white) == nil, "nothing centred")
    }

    /// Rule: at the scroll edge (a placeholder's screen) the navigation bar and the tab bar are
    /// transparent with no hairline; with content under it the tab bar has its material and a
    /// hairline exactly one device pixel thick.
    @Test func barsAtTheScrollEdgeHaveNoHairlineAndHairlinesAreOneDevicePixel() throws {
        let device = Device.iPhone15
        let chrome = [ChromeBar(.navigationBar, title: "Inbox"), ChromeBar(.tabBar, items: ["A", "B"])]
        let empty = try Self.image(chrome: chrome)
        let top = Int((device.safeArea(in: .portrait).top + 44) * device.scale)
        for y in (top - 3)...(top + 2) { #expect(empty[device.size.width > 0 ? 5 : 0, y].r == 255, "no navigation bar hairline at row \(y)") }
        let tabTop = Int((device.size.height - device.safeArea(in: .portrait).bottom - 49) * device.scale)
        #expect(empty[5, tabTop].r == 255 && empty[5, tabTop + 10].r == 255, "a transparent tab bar at the scroll edge")
        let withContent = try Self.image(chrome: chrome, content: true)
        let lines = ((tabTop - 3)...(tabTop + 3)).filter { y in
            let p = withContent[5, y]
            return p.r < 240 && p.r == p.g
        }
        #expect(lines.count == 1, "one device pixel of hairline, rows \(lines)")
    }

    /// Rule: the search field shows the query in the label color with a clear button (searching:
    /// the navigation bar collapsed), else the placeholder it is given; the magnifier is leading
    /// in both directions.
    @Test func searchFieldShowsQueryOrPlaceholderWithALeadingMagnifier() throws {
        let query = try Self.image(chrome: [ChromeBar(.navigationBar), ChromeBar(.searchBar, title: "Pizza", items: ["搜索"])])
        let placeholder = try Self.image(chrome: [ChromeBar(.navigationBar), ChromeBar(.searchBar, items: ["搜索"])])
        // A field holding a query is searching: the navigation bar above it has collapsed.
        let top = Device.iPhone15.safeArea(in: .portrait).top
        let fieldY = { (barTop: Double) in Int((barTop + BarMetrics.searchFieldTop + 18) * 3) }
        let darkest = { (image: RGBAImage, y: Int) in (0..<image.width).map { Int(image[$0, y].r) }.min() ?? 255 }
        #expect(darkest(query, fieldY(top)) < 60, "the query is drawn in the label color")
        #expect(darkest(placeholder, fieldY(top + 44)) > 100, "the placeholder in the secondary color")
        let rtl = try Self.image(chrome: [ChromeBar(.navigationBar), ChromeBar(.searchBar, items: ["بحث"])], direction: .rightToLeft)
        let field = (x0: 16 * 3, x1: (393 - 16) * 3), restingY = fieldY(top + 44)
        let ltrIcon = try #require(
            RenderTestSupport.inkBounds(placeholder, in: (field.x0, restingY - 30, field.x0 + 30 * 3, restingY + 30), background: (238, 238, 239), threshold: 25))
        let rtlIcon = try #require(
            RenderTestSupport.inkBounds(rtl, in: (field.x1 - 30 * 3, restingY - 30, field.x1, restingY + 30), background: (238, 238, 239), threshold: 25))
        #expect(abs((ltrIcon.0 - field.x0) - (field.x1 - rtlIcon.2)) <= 30, "the magnifier sits at the leading end in both directions")
    }
}
