import Foundation

// `make bench`: Stateboard's benchmarks, run in one process so ratios compare like with like.
print("Stateboard benchmarks (release build, one process; medians)")
if BenchOptions.shouldRun("layout") { LayoutBenchmarks.run() }
if BenchOptions.shouldRun("render") {
    do { try RenderBenchmarks.run() } catch { print("render benchmarks unavailable: \(error)") }
}
if BenchOptions.shouldRun("matrix") {
    do { try MatrixBenchmarks.run() } catch { print("matrix benchmarks unavailable: \(error)") }
}
if BenchOptions.shouldRun("record") {
    do { try RecordBenchmarks.run() } catch { print("record benchmarks unavailable: \(error)") }
}
if BenchOptions.shouldRun("memory") {
    do { try MemoryBenchmarks.run() } catch { print("memory benchmark unavailable: \(error)") }
}
if BenchOptions.shouldRun("scale") {
    do { try ScaleBenchmarks.run() } catch { print("scale benchmarks unavailable: \(error)") }
}
if BenchOptions.shouldRun("verify") {
    do { try VerifyBenchmarks.run() } catch { print("verify benchmarks unavailable: \(error)") }
}
if BenchOptions.shouldRun("lint") {
    do { try LintBenchmarks.run() } catch { print("lint benchmarks unavailable: \(error)") }
}
if BenchOptions.shouldRun("serve") {
    do { try LivePreviewBenchmarks.run() } catch { print("live preview benchmarks unavailable: \(error)") }
}
if BenchOptions.shouldRun("decoders") {
    do { try DecoderBenchmarks.run() } catch { print("decoder benchmarks unavailable: \(error)") }
}
if BenchOptions.shouldRun("figures") { OtherFigures.run() }
