import StateboardCore

/// The defaults every theme extends: iOS 17's `ContentUnavailableView` look, strings in
/// English, Simplified Chinese and Arabic, and a `placeholder` component (image, title,
/// message, button) that the built-in states use.
enum BuiltInTheme {
    static let file = "(built-in)"

    static let empty = Theme(name: "built-in", folder: "", tokens: ThemeTokens(), strings: [:], baseLocale: "en",
                             components: [:], states: [:], traits: [:], screens: [], screenDefaults: ScreenDefaults(),
                             matrix: Matrix(), devices: [], fontPaths: [], files: [])

    static let theme: Theme = {
        let reader = YAMLReader(file: file)
        guard let document = reader.compose(yaml, emptyHint: ""),
              let entries = reader.mapping(document, allowed: ThemeLoader.topKeys, what: "the built-in theme") else {
            preconditionFailure("the built-in theme does not parse: \(reader.diagnostics)")
        }
        let values = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        var theme = ThemeDecoder(reader: reader, folder: "").decode(values, over: empty, document: document)
        precondition(reader.diagnostics.isEmpty, "the built-in theme has errors: \(reader.diagnostics)")
        theme.files = []
        return theme
    }()

    static let yaml = """
        stateboard: 1
        name: built-in
        baseLocale: en
        tokens:
          colors:
            title: label
            message: secondaryLabel
            imageTint: secondaryLabel
            accent: systemBlue
            spinner: systemGray
          spacing:
            # ContentUnavailableView's paddings, per horizontal size class (see docs/iOSMetrics.md).
            imageToText: { compact: 10, regular: 22 }
            textToSecondary: { compact: 3, regular: 12 }
            textToButton: { compact: 10, regular: 12 }
            buttonToButton: 6
          textStyles:
            title: { style: title2, weight: bold }
            message: { style: body }
            button: { style: body }
        defaults:
          placement: { anchor: center, insets: { horizontal: 16 }, maxWidth: 400 }
          background: systemBackground
        components:
          placeholder:
            params: { image: "", symbol: "", title: ~, message: "", action: "", actionStyle: filled, secondaryAction: "" }
            node:
              stack: { axis: vertical, alignment: center, marginsRelative: true, margins: { horizontal: 16 } }
              nodes:
                - { if: $standardTextSize, image: { if: $image, path: $image, tint: imageTint, width: 64, height: 64, spacingAfter: imageToText } }
                - { if: $standardTextSize, image: { if: $symbol, symbol: $symbol, style: largeTitle, scale: large, tint: imageTint, spacingAfter: imageToText } }
                - label: { id: title, text: $title, style: title, color: title, lines: 0, alignment: center, spacingAfter: textToSecondary }
                - label: { if: $message, id: message, text: $message, style: message, color: message, lines: 0, alignment: center, spacingAfter: textToButton }
                - button: { if: $action, id: action, title: $action, style: $actionStyle, tint: accent, textStyle: button, spacingAfter: buttonToButton }
                - button: { if: $secondaryAction, id: secondaryAction, title: $secondaryAction, style: plain, tint: accent, textStyle: button }
          loadingIndicator:
            params: { message: "" }
            node:
              stack: { axis: vertical, alignment: center, spacing: 8 }
              nodes:
                - spinner: { id: spinner, style: medium, color: spinner }
                - label: { if: $message, id: message, text: $message, style: message, color: message, alignment: center }
        states:
          loading:
            node: { component: loadingIndicator, message: "@loading" }
          updating:
            node: { component: loadingIndicator }
          empty:
            node: { component: placeholder }
            params: { title: "@empty.title", message: "@empty.message" }
          error:
            node: { component: placeholder }
            params: { title: "@error.title", message: "@error.message", action: "@retry" }
          error.networkUnreachable:
            params: { title: "@error.networkUnreachable.title", message: "@error.networkUnreachable.message" }
          error.timeout:
            params: { title: "@error.timeout.title", message: "@error.timeout.message" }
        strings:
          en:
            loading: "Loading…"
            empty.title: "No Data"
            empty.message: "There is nothing here yet."
            error.title: "Something Went Wrong"
            error.message: "Please try again."
            error.networkUnreachable.title: "No Connection"
            error.networkUnreachable.message: "Check your internet connection and try again."
            error.timeout.title: "Request Timed Out"
            error.timeout.message: "The server took too long to respond."
            retry: "Try Again"
            tab.home: "Home"
            tab.search: "Search"
            tab.saved: "Saved"
            tab.profile: "Profile"
            search.placeholder: "Search"
            search.noResults.title: "No Results for “{query}”"
            search.noResults.message: "Check the spelling or try a new search."
          zh-Hans:
            loading: "加载中…"
            empty.title: "暂无数据"
            empty.message: "这里还什么都没有。"
            error.title: "出错了"
            error.message: "请稍后重试。"
            error.networkUnreachable.title: "无网络连接"
            error.networkUnreachable.message: "请检查网络连接后重试。"
            error.timeout.title: "请求超时"
            error.timeout.message: "服务器响应时间过长。"
            retry: "重试"
            tab.home: "首页"
            tab.search: "搜索"
            tab.saved: "收藏"
            tab.profile: "我的"
            search.placeholder: "搜索"
            search.noResults.title: "没有“{query}”的结果"
            search.noResults.message: "请检查拼写或尝试新的搜索。"
          ar:
            loading: "جارٍ التحميل…"
            empty.title: "لا توجد بيانات"
            empty.message: "لا يوجد شيء هنا بعد."
            error.title: "حدث خطأ ما"
            error.message: "يرجى المحاولة مرة أخرى."
            error.networkUnreachable.title: "لا يوجد اتصال"
            error.networkUnreachable.message: "تحقق من اتصالك بالإنترنت وحاول مرة أخرى."
            error.timeout.title: "انتهت مهلة الطلب"
            error.timeout.message: "استغرق الخادم وقتًا طويلاً للرد."
            retry: "إعادة المحاولة"
            tab.home: "الرئيسية"
            tab.search: "البحث"
            tab.saved: "المحفوظات"
            tab.profile: "الملف الشخصي"
            search.placeholder: "بحث"
            search.noResults.title: "لا توجد نتائج لـ “{query}”"
            search.noResults.message: "تحقق من الإملاء أو جرّب بحثًا جديدًا."
        """
}
