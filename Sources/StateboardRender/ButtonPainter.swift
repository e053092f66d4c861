import CCairo
import StateboardCore

extension NodePainter {
    /// Draws a button in one of the iOS 15 `UIButton.Configuration` styles.
    func drawButton(_ button: ButtonNode, in rawFrame: Rect) throws {
        let frame = canvas.snapped(rawFrame)
        let tint = button.tint.resolved(for: canvas.appearance)
        let radius: Double
        switch button.corner {
        case .capsule: radius = frame.height / 2
        case .fixed(let value): radius = value
        }
        let foreground: RGBAColor
        switch button.style {
        case .filled:
            canvas.fill(frame, color: DynamicColor(tint), radius: radius)
            foreground = .white
        case .tinted:
            canvas.fill(frame, color: DynamicColor(tint.withAlpha(canvas.appearance == .light ? 0.15 : 0.25)), radius: radius)
            foreground = tint
        case .gray:
            canvas.fill(frame, color: SystemColor.tertiarySystemFill.color, radius: radius)
            foreground = tint
        case .bordered:
            canvas.stroke(frame, color: DynamicColor(tint), width: 1, radius: radius)
            foreground = tint
        case .plain:
            foreground = tint
        }
        let iconSide = button.icon == nil ? 0 : (button.title.font.lineHeight ?? button.title.font.size * 1.2)
        let iconSpace = button.icon == nil ? 0 : iconSide + button.iconPadding
        let titleWidth = max(0, rawFrame.width - button.contentInsets.horizontal - iconSpace)
        let layout = TextLayout(button.title, width: titleWidth, direction: direction, session: session)
        let metrics = layout.metrics
        // Icon and title are centred together, the icon on the leading side.
        let groupWidth = iconSpace + min(metrics.size.width, titleWidth)
        var start = rawFrame.midX - groupWidth / 2
        if let icon = button.icon {
            let iconX = direction == .rightToLeft ? start + groupWidth - iconSide : start
            var tinted = icon
            tinted.tint = tinted.tint ?? DynamicColor(foreground)
            try drawImage(tinted, in: Rect(x: iconX, y: rawFrame.midY - iconSide / 2, width: iconSide, height: iconSide))
            if direction == .leftToRight { start += iconSpace }
        }
        let titleFrame = Rect(x: start + (min(metrics.size.width, titleWidth) - titleWidth) / 2, y: rawFrame.minY,
                              width: titleWidth, height: rawFrame.height)
        drawText(button.title, color: foreground, in: titleFrame)
    }
}
