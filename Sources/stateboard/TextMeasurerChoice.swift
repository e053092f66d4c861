import ArgumentParser
import StateboardCore
import StateboardLayout
import StateboardRender

/// Which text measurer a command lays text out with.
enum TextMeasurerChoice: String, ExpressibleByArgument, CaseIterable {
    /// Pango with the pinned fonts: what the renderer draws.
    case pango
    /// Every character 0.5 em wide (CJK 1 em): the same numbers on every machine.
    case fixed

    static let defaultChoice = TextMeasurerChoice.pango

    func environment(direction: InterfaceDirection) throws -> LayoutEnvironment {
        switch self {
        case .fixed:
            return LayoutEnvironment(text: FixedAdvanceTextMeasurer(), direction: direction)
        case .pango:
            let renderer = try SharedRenderer.make()
            return LayoutEnvironment(text: renderer.measurer, images: renderer.images, direction: direction)
        }
    }
}

/// One renderer per process and font set.
enum SharedRenderer {
    static func make(fonts: FontEnvironment = FontEnvironment()) throws -> ImageRenderer {
        do {
            return try ImageRenderer(fonts: fonts)
        } catch let error as RenderError {
            if case .environment(let message) = error { throw CommandFailure.environment(message) }
            throw CommandFailure.badInput(error.description)
        }
    }
}
