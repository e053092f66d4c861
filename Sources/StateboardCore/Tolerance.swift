/// How much two renders may differ and still match: a value, so strategies compose (like
/// swift-snapshot-testing's `Diffing`). The one tolerance type of the project: a theme keeps
/// one with its references (`snapshots:`), `verify`'s flags give another, and
/// `overridden(by:)` lays the second over the first. A value left unset means its default,
/// and the defaults demand identical pixels.
public struct Tolerance: Hashable, Sendable {
    private var precisionValue: Double?
    private var perceptualPrecisionValue: Double?
    private var ignoresAntialiasingValue: Bool?
    private var densityWindowValue: Int?
    private var maximumDensityValue: Double?

    /// A tolerance setting only what is given; everything else keeps its default.
    public init(
        precision: Double? = nil, perceptualPrecision: Double? = nil, ignoresAntialiasing: Bool? = nil,
        densityWindow: Int? = nil, maximumDensity: Double? = nil
    ) {
        precisionValue = precision; perceptualPrecisionValue = perceptualPrecision
        ignoresAntialiasingValue = ignoresAntialiasing; densityWindowValue = densityWindow; maximumDensityValue = maximumDensity
    }

    /// The fraction of pixels that must match (default 1: all).
    public var precision: Double {
        get { precisionValue ?? 1 }
        set { precisionValue = newValue }
    }
    /// A pixel matches when its CIE94 ΔE ≤ (1 − perceptualPrecision) × 100 (default 1: exactly equal).
    public var perceptualPrecision: Double {
        get { perceptualPrecisionValue ?? 1 }
        set { perceptualPrecisionValue = newValue }
    }
    /// Differences that look like anti-aliased edges (pixelmatch's test) do not count (default: they do).
    public var ignoresAntialiasing: Bool {
        get { ignoresAntialiasingValue ?? false }
        set { ignoresAntialiasingValue = newValue }
    }
    /// Side of the square window for the density check, in pixels (default 16).
    public var densityWindow: Int {
        get { densityWindowValue ?? 16 }
        set { densityWindowValue = newValue }
    }
    /// The most differing pixels one window may hold as a fraction of it (default 0.25): scattered
    /// speckle passes, a dense real change fails even when the overall precision would let it through.
    public var maximumDensity: Double {
        get { maximumDensityValue ?? 0.25 }
        set { maximumDensityValue = newValue }
    }

    /// This tolerance with every value `other` sets replaced by `other`'s.
    public func overridden(by other: Tolerance) -> Tolerance {
        Tolerance(
            precision: other.precisionValue ?? precisionValue,
            perceptualPrecision: other.perceptualPrecisionValue ?? perceptualPrecisionValue,
            ignoresAntialiasing: other.ignoresAntialiasingValue ?? ignoresAntialiasingValue,
            densityWindow: other.densityWindowValue ?? densityWindowValue,
            maximumDensity: other.maximumDensityValue ?? maximumDensityValue)
    }

    /// Identical pixels.
    public static let exact = Tolerance()
    /// What swift-snapshot-testing users commonly pick: 99 % of pixels within ΔE 2, edges ignored.
    public static let perceptual = Tolerance(precision: 0.99, perceptualPrecision: 0.98, ignoresAntialiasing: true)
}
