/// What drawing a PDF's first page costs, counted from its content before poppler draws it:
/// the operators run (a form XObject counted each time it is drawn, so forms that draw each
/// other ten times over, ten deep, count 10^10), how deep forms nest, and the pixels of the images
/// drawn (each at most `imagePixels`, their sum too). Type 3 glyphs, tiling patterns, soft masks
/// and annotation appearances are content streams as well and are counted where they are used.
struct PDFPageCost {
    /// The totals of one content stream, its forms included.
    struct Cost {
        var operations = 0
        var pixels = 0
    }

    /// How deep form XObjects (and patterns, glyphs, masks drawn from them) may nest.
    static let maximumNesting = 28

    private let table: PDFObjectTable
    private var decoder: PDFStreamDecoder
    private let operationLimit: Int
    private let pixelLimit: Int
    private var memo: [String: Cost] = [:]
    private var drawing: Set<Int> = []

    init(table: PDFObjectTable, decoder: PDFStreamDecoder, operationLimit: Int, pixelLimit: Int) {
        self.table = table
        self.decoder = decoder
        self.operationLimit = operationLimit
        self.pixelLimit = pixelLimit
    }

    /// The first page's cost (every page's, if the page tree cannot be followed).
    mutating func firstPage() throws(PDFBudgetProblem) -> Cost {
        let pages: [(page: PDFValue, resources: PDFValue?)]
        if let first = firstPageInTree() {
            pages = [first]
        } else {
            pages = table.objects.keys.sorted().compactMap { number in
                guard let value = table.objects[number]?.value, value["Type"]?.name == "Page" else { return nil }
                return (value, inheritedResources(of: value))
            }
        }
        var total = Cost()
        for (page, resources) in pages {
            for content in contentStreams(of: page) {
                // A content stream defined more than once costs its dearest definition, as a form does.
                var dearest = Cost()
                let definitions = table.definitions(content.number).filter { $0.stream != nil }
                for entry in definitions.count > 1 ? definitions : [content.entry] {
                    let cost = try streamCost((content.number, entry), resources: resources, depth: 0, key: nil)
                    if (cost.operations, cost.pixels) > (dearest.operations, dearest.pixels) { dearest = cost }
                }
                try add(dearest, to: &total)
            }
            for annotation in table.resolve(page["Annots"])?.array ?? [] {
                guard let appearance = table.resolve(table.resolve(annotation)?["AP"])?["N"] else { continue }
                // The normal appearance: a stream, or a dictionary of streams by state.
                let streams =
                    table.entry(appearance).map { [$0] }
                    ?? Self.sortedValues(table.resolve(appearance)).compactMap { table.entry($0) }
                for stream in streams {
                    try add(try formCost(stream, inherited: resources, depth: 1), to: &total)
                }
            }
        }
        return total
    }

    // MARK: The page tree

    private func firstPageInTree() -> (page: PDFValue, resources: PDFValue?)? {
        let root =
            table.trailers.reversed().lazy.compactMap { self.table.resolve($0["Root"]) }.first
            ?? table.objects.keys.sorted().lazy.compactMap { self.table.objects[$0]?.value }.first { $0["Type"]?.name == "Catalog" }
        var node = table.resolve(root?["Pages"])
        var visited = 0
        while let current = node, visited < 64 {
            visited += 1
            guard let kids = table.resolve(current["Kids"])?.array else {
                return current["Type"]?.name == "Pages" ? nil : (current, inheritedResources(of: current))
            }
            node = kids.lazy.compactMap { self.table.resolve($0) }.first
        }
        return nil
    }

    /// A page's `/Resources`, or the nearest ancestor's (resources are inherited in the page tree).
    private func inheritedResources(of page: PDFValue) -> PDFValue? {
        var node: PDFValue? = page
        for _ in 0..<64 {
            guard let current = node else { return nil }
            if let resources = current["Resources"] { return resources }
            node = table.resolve(current["Parent"])
        }
        return nil
    }

    private func contentStreams(of page: PDFValue) -> [(number: Int, entry: PDFObjectTable.Entry)] {
        if let single = table.entry(page["Contents"]) {
            return single.entry.stream == nil ? (table.resolve(single.entry.value)?.array ?? []).compactMap { table.entry($0) } : [single]
        }
        return (table.resolve(page["Contents"])?.array ?? []).compactMap { table.entry($0) }
    }

    // MARK: Content streams

    private mutating func add(_ cost: Cost, to total: inout Cost) throws(PDFBudgetProblem) {
        total.operations += cost.operations
        total.pixels += cost.pixels
        if total.operations > operationLimit {
            throw PDFBudgetProblem("drawing its first page runs more than \(operationLimit) operations (a form XObject counted each time it is drawn)")
        }
        if total.pixels > pixelLimit {
            throw PDFBudgetProblem("the images its first page draws add up to more than \(pixelLimit) pixels")
        }
    }

    /// A form (or pattern, glyph, mask, appearance) stream drawn once: its own resources, or the
    /// caller's when it has none. When the file defines its number more than once, each
    /// definition that is a stream is costed and the dearest counts (`everyDefinition`; a Type 3
    /// glyph passes an entry of its own making).
    private mutating func formCost(
        _ form: (number: Int, entry: PDFObjectTable.Entry), inherited: PDFValue?, depth: Int, everyDefinition: Bool = true
    ) throws(PDFBudgetProblem) -> Cost {
        guard depth <= Self.maximumNesting else {
            throw PDFBudgetProblem("its forms (XObjects, patterns, Type 3 glyphs) nest more than \(Self.maximumNesting) deep")
        }
        guard !drawing.contains(form.number) else {
            throw PDFBudgetProblem("object \(form.number) draws itself (a form XObject that uses itself)")
        }
        let definitions = everyDefinition ? table.definitions(form.number).filter { $0.stream != nil } : []
        let candidates = definitions.count > 1 ? definitions : [form.entry]
        let ownResources = candidates.allSatisfy { $0.value["Resources"] != nil }
        let key = ownResources ? "\(form.number)" : "\(form.number) in \(resourcesKey(inherited))"
        if let known = memo[key] { return known }
        drawing.insert(form.number)
        defer { drawing.remove(form.number) }
        var dearest = Cost()
        for entry in candidates {
            let cost = try streamCost((form.number, entry), resources: entry.value["Resources"] ?? inherited, depth: depth, key: key)
            if (cost.operations, cost.pixels) > (dearest.operations, dearest.pixels) { dearest = cost }
        }
        memo[key] = dearest
        return dearest
    }

    private func resourcesKey(_ resources: PDFValue?) -> String {
        if case .reference(let number)? = resources { return "r\(number)" }
        return "inline"
    }

    private mutating func streamCost(
        _ stream: (number: Int, entry: PDFObjectTable.Entry), resources: PDFValue?, depth: Int, key: String?
    ) throws(PDFBudgetProblem) -> Cost {
        guard let raw = stream.entry.stream else { return Cost() }
        let table = self.table
        guard let content = try decoder.decode(raw, dictionary: stream.entry.value, resolve: { table.objects[$0]?.value }) else {
            let filter = table.resolve(stream.entry.value["Filter"]).map { "\($0)" } ?? "an unknown filter"
            throw PDFBudgetProblem(
                "a content stream (object \(stream.number)) is encoded with \(filter), which Stateboard cannot check; save the PDF again with Flate compression"
            )
        }
        let dictionary = table.resolve(resources)
        return try contentCost(content, resources: dictionary, resourcesValue: resources, depth: depth)
    }

    private func resource(_ category: String, _ name: String, in resources: PDFValue?) -> PDFValue? {
        table.resolve(resources)?[category].flatMap { table.resolve($0)?[name] }
    }

    private mutating func contentCost(_ content: [UInt8], resources: PDFValue?, resourcesValue: PDFValue?, depth: Int) throws(PDFBudgetProblem) -> Cost {
        var total = Cost()
        var lexer = PDFLexer(content)
        var operands: [PDFValue] = []
        var glyphCost: Cost?  // the current Type 3 font's costliest glyph
        while let token = lexer.value() {
            guard case .keyword(let word) = token else {
                if operands.count < 64 { operands.append(token) }
                continue
            }
            total.operations += 1
            defer { operands.removeAll(keepingCapacity: true) }
            switch word {
            case "Do":
                guard let name = operands.last?.name, let object = table.entry(resource("XObject", name, in: resources)) else { break }
                switch table.resolve(object.entry.value["Subtype"])?.name {
                case "Form": try add(try formCost(object, inherited: resourcesValue, depth: depth + 1), to: &total)
                case "Image": try add(Cost(operations: 1, pixels: try imagePixels(object.entry.value)), to: &total)
                default: break
                }
            case "BI":
                try add(Cost(operations: 1, pixels: try inlineImagePixels(&lexer)), to: &total)
            case "Tf":
                glyphCost = nil
                if operands.count >= 2, let name = operands[operands.count - 2].name,
                    let font = resource("Font", name, in: resources), let fontDictionary = table.resolve(font),
                    fontDictionary["Subtype"]?.name == "Type3"
                {
                    glyphCost = try type3GlyphCost(fontDictionary, inherited: resourcesValue, depth: depth + 1)
                }
            case "Tj", "'", "\"", "TJ":
                guard let glyph = glyphCost else { break }
                let glyphs = min(Self.stringLength(operands.last), operationLimit + 1)
                try add(
                    Cost(
                        operations: min(glyph.operations, operationLimit + 1) * glyphs,
                        pixels: min(glyph.pixels, pixelLimit + 1) * glyphs), to: &total)
            case "scn", "SCN":
                guard let name = operands.last?.name, let pattern = table.entry(resource("Pattern", name, in: resources)),
                    pattern.entry.stream != nil
                else { break }
                try add(try formCost(pattern, inherited: resourcesValue, depth: depth + 1), to: &total)
            case "gs":
                guard let name = operands.last?.name, let state = table.resolve(resource("ExtGState", name, in: resources)),
                    let group = table.entry(table.resolve(state["SMask"])?["G"])
                else { break }
                try add(try formCost(group, inherited: resourcesValue, depth: depth + 1), to: &total)
            default:
                break
            }
            if total.operations > operationLimit { try add(Cost(), to: &total) }
        }
        return total
    }

    /// A dictionary's values in the order of their keys.
    private static func sortedValues(_ value: PDFValue?) -> [PDFValue] {
        guard let dictionary = value?.dictionary else { return [] }
        return dictionary.keys.sorted().compactMap { dictionary[$0] }
    }

    private static func stringLength(_ value: PDFValue?) -> Int {
        switch value {
        case .string(let length)?: return length
        case .array(let items)?: return items.reduce(0) { $0 + stringLength($1) }
        default: return 0
        }
    }

    /// The costliest glyph procedure of a Type 3 font.
    private mutating func type3GlyphCost(_ font: PDFValue, inherited: PDFValue?, depth: Int) throws(PDFBudgetProblem) -> Cost {
        let resources = font["Resources"] ?? inherited
        var costliest = Cost()
        for procedure in Self.sortedValues(table.resolve(font["CharProcs"])).compactMap({ table.entry($0) }) {
            let cost = try formCost(
                (procedure.number, PDFObjectTable.Entry(value: Self.adding(resources, to: procedure.entry.value), stream: procedure.entry.stream)),
                inherited: resources, depth: depth, everyDefinition: false)
            costliest.operations = max(costliest.operations, cost.operations)
            costliest.pixels = max(costliest.pixels, cost.pixels)
        }
        return costliest
    }

    private static func adding(_ resources: PDFValue?, to value: PDFValue) -> PDFValue {
        guard var dictionary = value.dictionary, dictionary["Resources"] == nil, let resources else { return value }
        dictionary["Resources"] = resources
        return .dictionary(dictionary)
    }

    private func imagePixels(_ image: PDFValue) throws(PDFBudgetProblem) -> Int {
        var pixels = try Self.pixels(width: table.resolve(image["Width"])?.number, height: table.resolve(image["Height"])?.number, limit: pixelLimit)
        if let mask = table.resolve(image["SMask"]) {
            pixels += try Self.pixels(width: table.resolve(mask["Width"])?.number, height: table.resolve(mask["Height"])?.number, limit: pixelLimit)
        }
        return pixels
    }

    static func pixels(width: Double?, height: Double?, limit: Int) throws(PDFBudgetProblem) -> Int {
        guard let width, let height, width >= 0, height >= 0, width < 1e9, height < 1e9 else { return 0 }
        let pixels = width * height
        guard pixels <= Double(limit) else {
            throw PDFBudgetProblem("an image inside it is \(Int(width)) × \(Int(height)) pixels, over the limit of \(limit) (`imagePixels`)")
        }
        return Int(pixels)
    }

    /// An inline image (`BI … ID data EI`): its size from its dictionary, its data skipped.
    private func inlineImagePixels(_ lexer: inout PDFLexer) throws(PDFBudgetProblem) -> Int {
        var entries: [String: PDFValue] = [:]
        var key: String?
        while let token = lexer.value() {
            if case .keyword("ID") = token { break }
            if let name = key { entries[name] = token; key = nil } else { key = token.name }
        }
        // The data: up to `EI` between white space.
        let bytes = lexer.bytes
        var index = lexer.position + 1
        while index + 2 < bytes.count {
            if PDFLexer.isWhitespace(bytes[index]), bytes[index + 1] == UInt8(ascii: "E"), bytes[index + 2] == UInt8(ascii: "I"),
                index + 3 == bytes.count || PDFLexer.isWhitespace(bytes[index + 3]) || PDFLexer.isDelimiter(bytes[index + 3])
            {
                break
            }
            index += 1
        }
        lexer.position = min(bytes.count, index + 3)
        return try Self.pixels(width: (entries["W"] ?? entries["Width"])?.number, height: (entries["H"] ?? entries["Height"])?.number, limit: pixelLimit)
    }
}
