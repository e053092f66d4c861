import Foundation

/// An error whose `description` is the sentence a person reads. Adopting `LocalizedError` makes
/// `localizedDescription` — what test failures, `print(error.localizedDescription)` and Apple's
/// frameworks show — that same sentence instead of "The operation could not be completed.".
public protocol DescribedError: LocalizedError, CustomStringConvertible {}

extension DescribedError {
    /// The error's `description`.
    public var errorDescription: String? { description }
}
