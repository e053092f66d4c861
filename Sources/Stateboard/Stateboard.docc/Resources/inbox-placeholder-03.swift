import Stateboard

/// What the inbox shows instead of messages, per state, declared next to the screen.
public enum InboxPlaceholder {
    public static let placeholder = Placeholder()
        .state(.loading) {
            Spinner(.large)
        }
        .state(.empty) {
            VerticalStack(spacing: 8) {
                Paragraph("No Messages").id("title").textStyle(.title2).bold()
                Paragraph("New mail shows up here.").color(.secondaryLabel).lines(0).multilineAlignment(.center)
            }
        }
        .state("error") {
            VerticalStack(spacing: 8) {
                Paragraph("Can’t Load Mail").id("title").textStyle(.title2).bold()
                Paragraph("Check your connection and try again.").color(.secondaryLabel).lines(0).multilineAlignment(.center)
                    .spacingAfter(20)
                Action("Try Again").id("retry").buttonStyle(.filled)
            }
        }
        .state(.error(.networkUnreachable)) {
            VerticalStack(spacing: 8) {
                Paragraph("You’re Offline").id("title").textStyle(.title2).bold()
                Paragraph("Connect to the internet to see your mail.").color(.secondaryLabel).lines(0).multilineAlignment(.center)
                    .spacingAfter(20)
                Action("Try Again").id("retry").buttonStyle(.filled)
            }
        }
}

extension InboxPlaceholder {
    /// The error when the server refuses new mail, with a node of the app's own kind (`StorageMeterKind`) filled to
    /// `used` over a `usage` line (“4.9 GB of 5 GB used”): render it with `kinds: .inbox`.
    public static func mailboxFull(
        used: Double, usage: String, title: String = "Mailbox Full",
        message: String = "Delete messages or empty the trash to receive new mail."
    ) -> VerticalStack {
        VerticalStack(spacing: 8) {
            Symbol("archivebox", style: .largeTitle, scale: .large).id("symbol").tint(.secondaryLabel).spacingAfter(10)
            Paragraph(title).id("title").textStyle(.title2).bold()
            Paragraph(message).id("message")
                .color(.secondaryLabel).lines(0).multilineAlignment(.center).spacingAfter(12)
            CustomPlaceholder(StorageMeterKind(), .init(used: used)).id("meter").spacingAfter(6)
            HorizontalStack(spacing: 4) {
                Symbol("externaldrive", style: .footnote).id("drive").tint(.secondaryLabel)
                Paragraph(usage, style: .footnote).id("usage").color(.secondaryLabel)
            }
        }
    }
}
