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
}
