import ArgumentParser
import StateboardCore
import StateboardLayout

/// Which text measurer a command lays text out with.
enum TextMeasurerChoice: String, ExpressibleByArgument, CaseIterable {
    /// Every character 0.5 em wide (CJK 1 em): the same numbers on every machine.
    case fixed

    static let defaultChoice = TextMeasurerChoice.fixed

    func environment(direction: LayoutDirection) throws -> LayoutEnvironment {
        switch self {
        case .fixed: LayoutEnvironment(text: FixedAdvanceTextMeasurer(), direction: direction)
        }
    }
}
