import InboxScreen
import StateboardSnapshotTesting
import Testing

/// The DSL's words as a screen uses them: each word has only the modifiers of its kind, so none
/// is silently ignored, and layout's frames and texts are read back by id.
@Suite struct DSLWordsTests {
    @Test func symbolDrawsAnSFSymbolsName() throws {
        let output = try PlaceholderRenderer.render(
            VerticalStack { Symbol("heart.fill", style: .largeTitle).id("heart").tint(.systemPink) },
            on: .iPhone15)
        let heart = try #require(output.frames["heart"])
        #expect(heart.width > 30 && heart.height > 30, "sized beside large-title text")
    }

    @Test func eachModifierBelongsToTheWordsThatDrawIt() throws {
        // A tint is for what draws in it: `VerticalStack { … }.tint(.systemRed)` does not compile, and
        // neither does `Spinner().textStyle(.title1)`. The chain keeps each word's type.
        let retry: Action = Action("Try Again").id("retry").tint(.systemRed).bold()
        let symbol: Symbol = Symbol("archivebox").id("symbol").tint(.systemRed)
        let title: Paragraph = Paragraph("Mailbox Full").id("title").textStyle(.title2).color(.systemRed)
        let output = try PlaceholderRenderer.render(
            VerticalStack(spacing: 8) {
                symbol; title; retry
            }, on: .iPhone15)
        #expect(output.texts["retry"] == "Try Again" && output.texts["title"] == "Mailbox Full")
    }

    @Test func layoutIsReadBackByID() throws {
        let output = try PlaceholderRenderer.render(
            InboxPlaceholder.mailboxFull(used: 0.5, usage: "2.5 GB of 5 GB used"), on: .iPhone15,
            kinds: .inbox)
        #expect(output.texts["usage"] == "2.5 GB of 5 GB used")
        let title = try #require(output.frames["title"]), meter = try #require(output.frames["meter"])
        #expect(meter.minY > title.maxY)
        #expect(abs(meter.midX - 393 / 2) < 0.5, "centred")
    }
}
