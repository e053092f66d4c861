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
