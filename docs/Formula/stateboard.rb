# A Homebrew formula for the `stateboard` command, kept in the repository (docs/Install.md).
# UNTESTED: written without a Mac at hand; the first `brew install --formula ./docs/Formula/stateboard.rb`
# and `brew audit --strict` on macOS are its check. Fill OWNER (the repository's GitHub owner)
# before publishing it in a tap; `url` names a tag, so each release updates `tag` and `revision`.
class Stateboard < Formula
  desc "Render an iOS app's empty, loading and error states offline"
  homepage "https://github.com/OWNER/stateboard"
  url "https://github.com/OWNER/stateboard.git",
      tag:      "0.1.0",
      revision: "18a04ccbec6ec8230a189e85dc920d7c6638991a"
  head "https://github.com/OWNER/stateboard.git", branch: "main"

  # Swift 6 (Xcode 16 or later) builds it; the C libraries are found through pkg-config, as the
  # package's system-library targets declare them.
  depends_on xcode: ["16.0", :build]
  depends_on "pkg-config" => :build
  depends_on "cairo"
  depends_on "fontconfig"
  depends_on "freetype"
  depends_on "jpeg-turbo"
  depends_on "libdeflate"
  depends_on "libheif"
  depends_on "libpng"
  depends_on "librsvg"
  depends_on :macos
  depends_on "pango"
  depends_on "poppler"

  def install
    # jpeg-turbo is keg-only: pkg-config finds its libjpeg.pc only through this path.
    ENV.prepend_path "PKG_CONFIG_PATH", Formula["jpeg-turbo"].opt_lib/"pkgconfig"
    # The build plugin that embeds the bundled themes runs a tool of its own: SwiftPM's sandbox
    # would nest inside Homebrew's, so it is turned off.
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "stateboard"
    bin.install ".build/release/stateboard"
  end

  def caveats
    <<~EOS
      Stateboard draws with pinned open fonts and an open symbol set, as its references were drawn:
        brew install --cask font-inter font-noto-sans-cjk-sc font-noto-sans-arabic font-noto-sans-hebrew font-noto-color-emoji
      and the symbol set (Lucide 1.1.4's SVGs) into ~/.local/share/stateboard/symbols/lucide-1.1.4,
      which `make symbols` in a clone of the repository does. `stateboard symbols` says where it looks.
    EOS
  end

  test do
    # The bundled themes are inside the binary: validating one needs no fonts and no files.
    assert_match "ios", shell_output("#{bin}/stateboard themes")
    system bin/"stateboard", "validate", "ios"
  end
end
