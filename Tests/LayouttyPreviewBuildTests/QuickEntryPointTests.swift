import LayouttyPreviewBuild
import Testing

/// The test program `layoutty test` writes when a package's tests hold Quick specs, which XCTest
/// on Linux cannot find on its own: every spec, configuration and XCTest case the compiler
/// builds here is listed, by its module, and nothing it does not build.
@Suite struct QuickEntryPointTests {
    @Test func specsConfigurationsAndTestCasesAreListed() throws {
        let specs = """
            import Quick
            class GridSpec: QuickSpec {
                override class func spec() {}
            }
            final class WideGridSpec: GridSpec {}
            class LoadingSpec: AsyncSpec {}
            class Shared: Quick.QuickConfiguration {}
            private class HiddenSpec: QuickSpec {}
            #if true     || os(tvOS)
            class TouchSpec: QuickSpec {}
            #elseif os(Linux)
            class ElseSpec: QuickSpec {}
            #endif
            #if os(macOS) || !canImport(UIKit)
            class MacSpec: QuickSpec {}
            #else
            class OtherSpec: QuickSpec {}
            #endif
            """
        let cases = """
            import XCTest
            class BaseCase: XCTestCase {}
            final class FrameTests: BaseCase {
                func testFrames() {}
                func testLoads() async throws {}
                func testWith(_ value: Int) {}
                private func testHidden() {}
                static func testStatic() {}
                func helper() {}
            }
            final class Generic<T>: XCTestCase { func testT() {} }
            struct Model {}
            """
        let program = try #require(
            QuickEntryPoint(files: [(module: "GridTests", text: specs), (module: "Frame_Tests", text: cases)]).text)
        #expect(
            program == """
                // The test program `layoutty test` writes for tests holding Quick specs (Quick's
                // "Linux Support"): its specs, its configurations and its XCTest cases, listed.
                import XCTest
                import Quick
                @testable import Frame_Tests
                @testable import GridTests

                QCKMain(
                    [
                        GridTests.GridSpec.self,
                        GridTests.WideGridSpec.self,
                        GridTests.TouchSpec.self,
                        GridTests.OtherSpec.self,
                    ],
                    configurations: [
                        GridTests.Shared.self,
                    ],
                    testCases: [
                        testCase(GridTests.LoadingSpec.allTests),
                        testCase([("testFrames", Frame_Tests.FrameTests.testFrames), ("testLoads", asyncTest(Frame_Tests.FrameTests.testLoads))] as [(String, (Frame_Tests.FrameTests) -> () throws -> Void)]),
                    ]
                )

                """)
    }

    /// Without a spec, SwiftPM's own program runs the tests: none is written.
    @Test func testsWithoutSpecsNeedNoProgram() {
        #expect(
            QuickEntryPoint(files: [(module: "T", text: "import XCTest\nclass A: XCTestCase { func testA() {} }")]).text
                == nil)
    }
}
