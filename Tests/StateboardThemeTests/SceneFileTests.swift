import StateboardAppFiles
import Testing

@testable import StateboardCore
@testable import StateboardTheme

@Suite struct SceneFileTests {
    static func parse(_ yaml: String) throws(DiagnosticsError) -> PlaceholderScene {
        try SceneFile.parse(yaml, path: "scene.yaml", baseDirectory: "/tmp")
    }

    @Test func decodesEveryStackProperty() throws {
        let scene = try Self.parse(
            """
            stateboard: 1
            canvas: { width: 390, height: 844, scale: 3 }
            direction: rtl
            background: systemGroupedBackground
            safeArea: { top: 47, bottom: 34 }
            chrome: [navigationBar, { tabBar: { height: 83, title: Tabs } }]
            placement: { anchor: top, offset: { x: 1, y: -2 }, insets: { horizontal: 16 }, maxWidth: 320 }
            root:
              stack:
                axis: horizontal
                distribution: equalCentering
                alignment: lastBaseline
                spacing: 12
                margins: { top: 1, leading: 2, bottom: 3, trailing: 4 }
                marginsRelative: true
              width: 300
              height: 400
              nodes:
                - box: { id: a, width: 20, height: 10, hugging: { horizontal: 100 }, compression: 999, spacingAfter: 4 }
                - label: { text: Hi, style: headline, lines: 0, color: "#FF000080", alignment: center, font: { size: 34, letterSpacing: 1 } }
                - spacer: { hidden: true }
            """)
        #expect(scene.canvas == LayoutSize(width: 390, height: 844))
        #expect(scene.scale == 3)
        #expect(scene.direction == .rightToLeft)
        #expect(scene.screen.chrome == [ChromeBar(.navigationBar), ChromeBar(.tabBar, height: 83, title: "Tabs")])
        #expect(scene.placement == Placement(anchor: .top, offset: LayoutPoint(x: 1, y: -2), insets: Insets(left: 16, right: 16), maxWidth: 320))
        guard case .stack(let stack) = scene.root.content else { Issue.record("root is not a stack"); return }
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .equalCentering)
        #expect(stack.alignment == .lastBaseline)
        #expect(stack.margins == Insets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(stack.marginsRelative && !stack.baselineRelative)
        #expect(scene.root.width == 300 && scene.root.height == 400)
        let box = stack.nodes[0]
        #expect(box.id == "a" && box.width == 20 && box.spacingAfter == 4)
        #expect(box.hugging == AxisPriorities(horizontal: 100, vertical: 250))
        #expect(box.compressionResistance == AxisPriorities(horizontal: 999, vertical: 999))
        guard let label = stack.nodes[1].content.value(as: LabelNode.self) else { Issue.record("not a label"); return }
        #expect(label.content.font.size == 34)
        #expect(label.content.font.weight == .semibold)
        #expect(label.content.font.lineHeight == nil)  // the font's own line height, as UILabel's
        #expect(label.content.lines == 0)
        #expect(label.color.light.hexString == "#FF000080")
        #expect(stack.nodes[1].hugging == .labelHugging)
        #expect(stack.nodes[2].isHidden)
    }

    @Test func shorthandsAndSiblingProperties() throws {
        let scene = try Self.parse(
            """
            stateboard: 1
            canvas: { width: 100, height: 100 }
            root:
              stack: { axis: vertical }
              nodes:
                - label: Hello
                - spinner: large
                - skeleton: { shape: rows, count: 2, avatar: false }
                - divider:
                - stack:
                  id: inner
                  nodes: [ { progress: 0.5 } ]
            """)
        let nodes = scene.root.children
        #expect(nodes.map(\.kind) == ["label", "spinner", "skeleton", "divider", "stack"])
        if let spinner = nodes[1].content.value(as: SpinnerNode.self) { #expect(spinner.style == .large) } else { Issue.record("spinner") }
        if let skeleton = nodes[2].content.value(as: SkeletonNode.self) { #expect(skeleton.shape == .rows(count: 2, avatar: false, lines: 2)) } else { Issue.record("skeleton") }
        #expect(nodes[4].id == "inner")
        #expect(nodes[4].children.map(\.kind) == ["progress"])
    }

    /// Each mistake, the place it is reported and what the message says.
    static let mistakes: [(yaml: String, location: String, message: String)] = [
        ("canvas: { width: 1, height: 1 }\nroot: { stack: {} }", "1:1", "a scene file starts with `stateboard: 1`"),
        ("stateboard: 2\ncanvas: { width: 1, height: 1 }\nroot: { stack: {} }", "1:13", "version `2` scene file"),
        ("stateboard: 1\nroot: { stack: {} }", "1:1", "needs a `canvas`"),
        ("stateboard: 1\ncanvas: { width: 1, height: 1 }\nidiom: ipad\nroot: { stack: {} }", "3:8", "`idiom` `ipad` is not one of phone, pad"),
        ("stateboard: 1\ncanvas: { width: 1, height: 1 }\nframework: SwiftUI\nroot: { stack: {} }", "3:12", "`framework`"),
        ("stateboard: 1\ncanvas: { width: 1, height: 1 }\nframework: [swiftUI]\nroot: { stack: {} }", "3:12", "`framework`"),
        ("stateboard: 1\ncanvas: { width: 1, height: 1 }", "1:1", "needs a `root` stack"),
        ("stateboard: 1\ncanvas: { width: 0, height: 1 }\nroot: { stack: {} }", "2:18", "`canvas.width` must be at least 1"),
        ("stateboard: 1\ncanvas: { width: 1, height: 1 }\nroot: { label: Hi }", "3:7", "the root must be a stack"),
        ("stateboard: 1\ncanvas: { width: 1, height: 1 }\nroots: { stack: {} }", "3:1", "unknown key `roots` in a scene file"),
        ("stateboard: 1\ncanvas: { width: 1, height: 1 }\nroot: { stack: { spacing: 1, spacing: 2 } }", "3:18", "`spacing` appears twice"),
        // Keys are read as text: a quoted `"1"` is the same key as a plain `1`.
        ("stateboard: 1\ncanvas: { width: 1, height: 1 }\nroot: { stack: { 1: a, \"1\": b } }", "3:18", "`1` appears twice"),
        ("stateboard: 1\ncanvas: { width: 1, height: 1 }\nroot: { stack: { distribution: fillEqualy } }", "3:32", "did you mean `fillEqually`?"),
        ("stateboard: 1\ncanvas: { width: 1, height: 1 }\nroot: { stack: { marginsRelative: yes } }", "3:35", "must be `true` or `false`"),
        ("stateboard: 1\ncanvas: { width: 1, height: 1 }\nroot: { stack: { axis: horizontal, baselineRelative: true } }", "3:54", "vertical stacks only"),
        ("stateboard: 1\ncanvas: { width: 1, height: 1 }\nroot: { stack: {}, nodes: [ { box: {}, label: x } ] }", "3:40", "a node has one kind"),
        ("stateboard: 1\ncanvas: { width: 1, height: 1 }\nroot: { stack: {}, nodes: [ { box: { colour: red } } ] }", "3:38", "unknown key `colour` in `box`"),
        (
            "stateboard: 1\ncanvas: { width: 1, height: 1 }\nroot: { stack: {}, nodes: [ { box: { id: a }, id: b } ] }", "3:38",
            "`id` is set both inside `box` and beside it"
        ),
        (
            "stateboard: 1\ncanvas: { width: 1, height: 1 }\nroot: { stack: {}, nodes: [ { image: { path: nope.svg } } ] }", "3:46",
            "no image file at `nope.svg`"
        ),
        ("stateboard: 1\ncanvas: { width: 1, height: 1 }\nroot: { stack: {}, nodes: [ { button: { style: filled } } ] }", "3:31", "a button needs `title`"),
        ("stateboard: 1\ncanvas: { width: 1, height: 1 }\nroot: { stack: {}, nodes: [ { label: { text: a, style: bodi } } ] }", "3:56", "did you mean `body`?"),
        (
            "stateboard: 1\ncanvas: { width: 1, height: 1 }\nroot: { stack: {}, nodes: [ { label: { text: a, lines: -1 } } ] }", "3:56",
            "`lines` must be at least 0"
        ),
        (
            "stateboard: 1\ncanvas: { width: 1, height: 1 }\nroot: { stack: {}, nodes: [ { box: { hugging: 1001 } } ] }", "3:47",
            "`hugging` must be at most 1000"
        ),
        (
            "stateboard: 1\ncanvas: { width: 1, height: 1 }\nroot: { stack: {}, nodes: [ { box: { fill: { light: red } } } ] }", "3:44",
            "needs both `light` and `dark`"
        ),
        ("stateboard: 1\ncanvas: { width: 1, height: 1 }\nroot: { stack: {}, nodes: [ { progress: 2 } ] }", "3:41", "`value` must be at most 1"),
        ("stateboard: 1\ncanvas: { width: 1, height: 1 }\nroot: { stack: {}, nodes: [ { skeleton: rowz } ] }", "3:41", "did you mean `rows`?"),
        (
            "stateboard: 1\ncanvas: { width: 1, height: 1 }\nroot: { stack: {}, nodes: [ { button: { title: a, corner: round } } ] }", "3:59",
            "`corner` (a radius in points, or `capsule`)"
        ),
        (
            "stateboard: 1\ncanvas: { width: 1, height: 1 }\nroot: { stack: { margins: { left: 1, leading: 2 } } }", "3:38",
            "`leading` and `left` both set the left edge"
        ),
        ("stateboard: 1\ncanvas: { width: 1, height: 1 }\nchrome: [navbar]\nroot: { stack: {} }", "3:10", "a chrome bar `navbar` is not one of"),
        (
            "stateboard: 1\ncanvas: { width: 1, height: 1 }\nplacement: { anchor: middle }\nroot: { stack: {} }", "3:22",
            "`placement.anchor` `middle` is not one of"
        ),
        ("stateboard: 1\ncanvas: { width: 1, height: 1 }\nroot: { stack: {}, nodes: { box: {} } }", "3:27", "`nodes` must be a list"),
        ("stateboard: 1\ncanvas: { width: 1, height: 1\nroot: { stack: {} }", "3:5", "invalid YAML"),
    ]

    @Test(arguments: mistakes.indices)
    func reportsMistakeWithLocation(index: Int) {
        let mistake = Self.mistakes[index]
        do {
            _ = try Self.parse(mistake.yaml)
            Issue.record("no error for mistake \(index): \(mistake.message)")
        } catch {
            let match = error.diagnostics.first { $0.description.contains(mistake.message) }
            #expect(match != nil, "mistake \(index): expected «\(mistake.message)», got:\n\(error.description)")
            if let match {
                #expect("\(match.location.line):\(match.location.column)" == mistake.location, "mistake \(index): \(match)")
                #expect(match.location.file == "scene.yaml")
            }
        }
    }

    /// Rule: a scene file says which device it is (`idiom: pad`), and that, not its width, makes
    /// it an iPad's screen; without the key a scene is an iPhone's, however wide.
    @Test func theIdiomMakesAScenesScreenAnIPads() throws {
        let root = "root: { stack: {} }"
        let pad = try Self.parse("stateboard: 1\ncanvas: { width: 744, height: 1133 }\nidiom: pad\n\(root)")
        let wide = try Self.parse("stateboard: 1\ncanvas: { width: 852, height: 393 }\n\(root)")
        let phone = try Self.parse("stateboard: 1\ncanvas: { width: 852, height: 393 }\nidiom: phone\n\(root)")
        #expect(pad.screen.isPad && !wide.screen.isPad && !phone.screen.isPad)
    }

    @Test func reportsAllErrorsAtOnce() {
        do {
            _ = try Self.parse("stateboard: 1\ncanvas: { width: x, height: y }\nroot: { stack: { axis: diagonal } }")
            Issue.record("expected errors")
        } catch {
            #expect(error.diagnostics.count == 3)
        }
    }

    @Test func suggestsNearestWord() {
        #expect(nearestMatch(to: "lable", in: ["label", "stack"]) == "label")
        #expect(nearestMatch(to: "hieght", in: ["width", "height"]) == "height")
        #expect(nearestMatch(to: "zzz", in: ["label", "stack"]) == nil)
    }
}
