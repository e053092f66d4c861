import Foundation
import StateboardAppFiles
import StateboardCore
import StateboardLayout

/// JSON Schemas (draft 2020-12) of theme and scene files, built from the decoder's own key
/// lists so that editors complete and check exactly what Stateboard accepts.
public enum ThemeSchema {
    /// Which file format.
    public enum Format: String, CaseIterable, Sendable {
        case theme, scene
    }

    /// The schema as pretty-printed JSON with sorted keys.
    /// Nodes may be of the `kinds` given (an app's own among them).
    public static func json(for format: Format, kinds: NodeKindRegistry = .builtIn) -> String {
        let schema = format == .theme ? themeSchema(kinds) : sceneSchema(kinds)
        let data = try! JSONSerialization.data(withJSONObject: schema, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    typealias Object = [String: Any]

    static func ref(_ name: String) -> Object { ["$ref": "#/$defs/\(name)"] }
    static func enumeration(_ values: [String]) -> Object { ["type": "string", "enum": values] }
    static func object(_ properties: Object, required: [String] = []) -> Object {
        var result: Object = ["type": "object", "properties": properties, "additionalProperties": false]
        if !required.isEmpty { result["required"] = required }
        return result
    }
    static func map(_ value: Object) -> Object { ["type": "object", "additionalProperties": value] }
    static func list(_ item: Object) -> Object { ["type": "array", "items": item] }
    static var number: Object { ["type": "number"] }
    static var string: Object { ["type": "string"] }
    static var boolean: Object { ["type": "boolean"] }
    /// A number, or a spacing token's name.
    static var numberOrToken: Object { ["anyOf": [["type": "number"], ["type": "string"]]] }

    // long: one JSON Schema document written as the literal it is (a key per line); split, it
    // would no longer read as the schema editors are given.
    static func definitions(_ registry: NodeKindRegistry) -> Object {
        let edges = ["top", "bottom", "left", "right", "leading", "trailing", "horizontal", "vertical"]
        let priorities: Object = [
            "anyOf": [
                ["type": "number", "minimum": 1, "maximum": 1000],
                object(["horizontal": number, "vertical": number]),
            ]
        ]
        var kinds: Object = [:]
        for kind in registry.kinds {
            var properties: Object = [:]
            for property in kind.properties { properties[property.key] = schema(property.schema) }
            for property in NodeKindProperty.common { properties[property.key] = schema(property.schema) }
            properties["if"] = string
            kinds[kind.name] = ["anyOf": [object(properties), ["type": ["string", "number", "null"]]]]
        }
        var nodeProperties = kinds
        for property in NodeKindProperty.common { nodeProperties[property.key] = schema(property.schema) }
        nodeProperties["nodes"] = list(ref("node"))
        nodeProperties["if"] = string
        nodeProperties["component"] = ["type": "string", "description": "A component's name; the other keys are its parameters."]
        let datePicker: Object = [
            "anyOf": [
                ["type": "string", "description": "The date shown, 2024-06-01 (or 2024-06-01T09:41)"],
                object(["date": string, "mode": enumeration(["date", "time", "dateAndTime"])], required: ["date"]),
            ]
        ]
        let barItemProperties: Object = [
            "symbol": string, "title": string, "style": enumeration(["plain", "done"]), "asset": string, "path": string,
            "datePicker": datePicker, "tint": ref("color"), "pointSize": number, "weight": enumeration(FontWeight.allCases.map(\.rawValue)),
            "scale": enumeration(SymbolScale.allCases.map(\.rawValue)), "width": number, "height": number,
            "renderingMode": enumeration(["template", "original"]),
        ]
        let barItem = object(barItemProperties)
        // A toolbar's items: a symbol's name, `flexibleSpace`, a bar item, or `{ fixedSpace: 12 }`.
        let toolbarItem: Object = [
            "anyOf": [string, object(barItemProperties.merging(["fixedSpace": number]) { $1 })],
            "description": "A symbol's name, `flexibleSpace`, `{ fixedSpace: points }`, or a bar item as in a navigation bar",
        ]
        let navigationBar = object([
            "height": number, "title": string, "background": ref("color"), "hairline": boolean,
            "leading": list(barItem), "trailing": list(barItem),
        ])
        return [
            "color": [
                "anyOf": [
                    ["type": "string", "description": "#RRGGBB, #RRGGBBAA, a system color, a color token or asset(Name), a color set of the theme's `assets`"],
                    object(
                        [
                            "light": string, "dark": string,
                            "increasedContrast": [
                                "anyOf": [string, object(["light": string, "dark": string], required: ["light", "dark"])],
                                "description": "What Increase Contrast shows instead",
                            ],
                        ],
                        required: ["light", "dark"]),
                ]
            ],
            "insets": ["anyOf": [number, object(Dictionary(uniqueKeysWithValues: edges.map { ($0, number) }))]],
            "priorities": priorities,
            "placement": object([
                "anchor": enumeration(Placement.Anchor.allCases.map(\.rawValue)),
                "area": enumeration(Placement.Area.allCases.map(\.rawValue)),
                "offset": object(["x": number, "y": number]), "insets": ref("insets"), "maxWidth": number,
            ]),
            "chrome": list([
                "anyOf": [
                    enumeration(ChromeKind.allCases.map(\.rawValue)),
                    [
                        "type": "object", "maxProperties": 1,
                        "properties": [
                            "tabBar": object([
                                "height": number, "title": string, "selected": number, "style": enumeration(["standard", "floating"]),
                                "items": list(["anyOf": [string, object(["title": string, "symbol": string], required: ["title"])]]),
                                "background": ref("color"), "hairline": boolean, "unselectedTint": ref("color"),
                            ]),
                            "toolbar": object([
                                "height": number, "title": string, "items": list(toolbarItem),
                                "background": ref("color"), "hairline": boolean,
                            ]),
                            "navigationBar": navigationBar, "largeTitleNavigationBar": navigationBar,
                        ],
                        "additionalProperties": object(["height": number, "title": string, "background": ref("color"), "hairline": boolean]),
                    ],
                ]
            ]),
            "node": [
                "type": "object", "properties": nodeProperties, "additionalProperties": true,
                "description": "One kind key (\(registry.names.joined(separator: ", "))) or `component`, with the node's properties.",
            ],
        ]
    }

    /// The JSON Schema of a kind's property.
    static func schema(_ value: NodePropertySchema) -> Object {
        switch value {
        case .string: return string
        case .number: return number
        case .boolean: return boolean
        case .numberOrToken: return numberOrToken
        case .color: return ref("color")
        case .insets: return ref("insets")
        case .priorities: return ref("priorities")
        case .nodes: return list(ref("node"))
        case .font:
            return object([
                "name": string, "family": string, "size": number, "weight": enumeration(FontWeight.allCases.map(\.rawValue)),
                "italic": boolean, "lineHeight": number, "letterSpacing": number,
            ])
        case .oneOf(let values): return enumeration(values)
        case .constant(let value): return ["const": value]
        case .described(let description): return ["type": "string", "description": description]
        case .anyOf(let options): return ["anyOf": options.map(schema)]
        case .richText:
            let run = object([
                "text": string, "symbol": string, "style": string, "color": ref("color"), "weight": enumeration(FontWeight.allCases.map(\.rawValue)),
                "italic": boolean, "family": string, "size": number, "underline": boolean, "strikethrough": boolean, "link": string,
            ])
            return ["anyOf": [string, list(["anyOf": [string, run]])]]
        case .shadow:
            return object([
                "color": ref("color"), "offset": ["type": "array", "items": number, "minItems": 2, "maxItems": 2],
                "radius": number, "opacity": number,
            ])
        }
    }

    static func stateSpec() -> Object {
        object([
            "node": ref("node"), "params": ["type": "object"], "placement": ref("placement"), "background": ref("color"),
            "chrome": ref("chrome"), "contentOffset": ["type": "number", "minimum": 0],
            "accessory": object(["node": ref("node"), "placement": ref("placement")], required: ["node"]),
            "dimming": ref("color"),
        ])
    }

    /// The keys `matrix` and `snapshots` share.
    static var matrixProperties: Object {
        [
            "devices": list(string), "orientations": list(enumeration(Orientation.allCases.map(\.rawValue))),
            "appearances": list(enumeration(Appearance.allCases.map(\.rawValue))),
            "contrasts": list(enumeration(DisplayContrast.allCases.map(\.rawValue))), "locales": list(string),
            "textSizes": list(enumeration(TextSizeCategory.allCases.map(\.rawValue))), "states": list(string),
        ]
    }

    // long: the theme file's schema written as the literal it is (a key per line); split, it
    // would no longer read as the schema editors are given.
    static func themeSchema(_ kinds: NodeKindRegistry) -> Object {
        let stateKeys: Object = [
            "type": "object",
            "propertyNames": ["pattern": "^(content|updating|loading|empty|error(\\.[A-Za-z][A-Za-z0-9_-]*)?|custom\\..+)$"],
            "additionalProperties": stateSpec(),
        ]
        let textStyle: Object = [
            "anyOf": [
                enumeration(TextStyle.allCases.map(\.rawValue)),
                object([
                    "style": enumeration(TextStyle.allCases.map(\.rawValue)), "family": string, "size": number,
                    "weight": enumeration(FontWeight.allCases.map(\.rawValue)), "italic": boolean, "lineHeight": number, "letterSpacing": number,
                ]),
            ]
        ]
        var defs = definitions(kinds)
        defs["state"] = stateSpec()
        return [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "Stateboard theme (Themes/<name>/theme.yaml)",
            "type": "object", "additionalProperties": false, "required": ["stateboard"],
            "$defs": defs,
            "properties": [
                "stateboard": ["const": 1], "name": string, "description": string, "extends": string, "baseLocale": string,
                "tokens": object([
                    "colors": map(ref("color")),
                    "spacing": map(["oneOf": [number, object(["compact": number, "regular": number], required: ["compact", "regular"])]]),
                    "textStyles": map(textStyle),
                ]),
                "strings": map(map(string)),
                "localizations": [
                    "type": "array", "items": string,
                    "description":
                        "The app's own string files, read where they are: paths relative to the theme file to a String Catalog (.xcstrings), a .lproj folder's tables (every .strings / .stringsdict), or a folder holding them. `@key` finds a key in any table, Localizable first; `@Table:key` names the table. The theme's own strings win over them, they over inherited and built-in strings; `@key(param, …)` fills their format arguments in order.",
                ],
                "assets": [
                    "type": "array", "items": string,
                    "description":
                        "The app's Xcode asset catalogs (.xcassets), read where they are: paths relative to the theme file. Colors name a color set as `asset(Name)`; `image: { asset: Name }` draws an image set (`Group/Name` inside a group that provides a namespace).",
                ],
                "fonts": list(string),
                "glyphs": object(["source": enumeration(GlyphSource.allCases.map(\.rawValue)), "symbols": string]),
                "components": map(object(["params": ["type": "object"], "node": ref("node")], required: ["node"])),
                "defaults": object([
                    "chrome": ref("chrome"), "background": ref("color"), "placement": ref("placement"),
                    "framework": enumeration(AppFramework.allCases.map(\.rawValue)),
                    "lineBreakStrategy": enumeration(LineBreakStrategy.allCases.map(\.rawValue)),
                ]),
                "states": stateKeys,
                "traits": map(object(["states": stateKeys])),
                "screens": map([
                    "anyOf": [
                        ["type": "null"],
                        object([
                            "title": string, "chrome": ref("chrome"), "traits": list(string), "strings": map(map(string)),
                            "params": ["type": "object"], "content": ref("node"), "background": ref("color"), "states": stateKeys,
                        ]),
                    ]
                ]),
                "matrix": object(matrixProperties),
                "snapshots": object(
                    matrixProperties.merging([
                        "scale": number, "precision": number, "perceptualPrecision": number, "ignoresAntialiasing": boolean,
                        "densityWindow": number, "maxDensity": number,
                    ]) { old, _ in old }),
                "devices": list(
                    object(
                        [
                            "id": string, "name": string, "width": number, "height": number, "scale": number,
                            "safeArea": ref("insets"), "landscapeSafeArea": ref("insets"), "cornerRadius": number,
                            "statusBarHeight": number, "isPad": boolean,
                        ], required: ["id", "width", "height"])),
                "errorKinds": list(["type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_-]*$"]),
                "lint": object(
                    Dictionary(
                        uniqueKeysWithValues: LintRule.allCases.map { rule -> (String, Any) in
                            (
                                rule.rawValue,
                                object(
                                    [
                                        "severity": enumeration(LintSeverity.allCases.map(\.rawValue)), "reason": string,
                                        "screens": list(string), "nodes": list(string),
                                    ], required: ["severity"])
                            )
                        })),
            ],
        ]
    }

    static func sceneSchema(_ kinds: NodeKindRegistry) -> Object {
        [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "Stateboard scene file",
            "type": "object", "additionalProperties": false, "required": ["stateboard", "canvas", "root"],
            "$defs": definitions(kinds),
            "properties": [
                "stateboard": ["const": 1],
                "canvas": object(["width": number, "height": number, "scale": number], required: ["width", "height"]),
                "direction": enumeration(InterfaceDirection.allCases.map(\.rawValue)),
                "textSize": enumeration(TextSizeCategory.allCases.map(\.rawValue)),
                "background": ref("color"), "safeArea": ref("insets"), "statusBarHeight": number, "idiom": enumeration(["phone", "pad"]),
                "framework": enumeration(AppFramework.allCases.map(\.rawValue)), "chrome": ref("chrome"), "placement": ref("placement"), "root": ref("node"),
            ],
        ]
    }
}
