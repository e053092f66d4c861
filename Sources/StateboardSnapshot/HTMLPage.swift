/// What every HTML page Stateboard writes (the gallery, the verification report, the review
/// page) begins with; each page adds its own style sheet and body after it.
package enum HTMLPage {
    /// The doctype, `<html lang="en">`, UTF-8, the viewport for phones, then `extraHead` (whole
    /// lines), the `<title>` and the opening `<style>` line. `title` is written as given: the
    /// pages put a placeholder (`%TITLE%`) here and substitute escaped text.
    package static func opening(title: String, extraHead: String = "") -> String {
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + extraHead + "<title>\(title)</title>\n<style>\n"
    }
}
