import Foundation
import StateboardCore
import StateboardTestSupport
import Testing

@testable import Stateboard

/// `JobRunner.shouldStop`: asked before each job; once it says yes no job starts, and the jobs
/// not started end as `JobNotReached`, not as failures of their own.
@Suite struct JobRunnerStopTests {
    @Test func jobsAfterTheStopAreNotReachedAndTheOnesBeforeItFinish() throws {
        try TestPaths.withTemporaryFolder("job-runner-stop") { root in
            let (theme, plan) = try IncrementalRenderTests.plannedTheme(in: root)
            #expect(plan.count > 3)
            let ran = Locked(0)
            var runner = JobRunner(themes: [theme], jobs: 1)
            runner.shouldStop = { ran.current >= 3 }
            let outcomes = try runner.run(plan) { job, _, _ in
                ran.withLock { $0 += 1 }
                return job.relativePath
            }
            #expect(outcomes.count == plan.count)
            #expect(outcomes.prefix(3).map { try? $0.result.get() } == plan.prefix(3).map(\.relativePath))
            for outcome in outcomes.dropFirst(3) {
                #expect(throws: JobNotReached.self) { try outcome.result.get() }
            }
            #expect(ran.current == 3)
        }
    }

    @Test func aRunThatIsNeverToldToStopRunsEveryJob() throws {
        try TestPaths.withTemporaryFolder("job-runner-stop") { root in
            let (theme, plan) = try IncrementalRenderTests.plannedTheme(in: root)
            var runner = JobRunner(themes: [theme], jobs: 2)
            runner.shouldStop = { false }
            let outcomes = try runner.run(plan) { job, _, _ in job.relativePath }
            #expect(outcomes.compactMap { try? $0.result.get() } == plan.map(\.relativePath))
        }
    }
}
