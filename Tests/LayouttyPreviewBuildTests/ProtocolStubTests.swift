import Foundation
import LayouttyTestSupport
import SwiftParser
import SwiftSyntax
import Testing

@testable import LayouttyPreviewBuild

/// What a screen is made with for one of the app's protocols nothing here makes (`ProtocolStub`).
@Suite struct ProtocolStubTests {
    /// A VIP interactor's protocol refining another of the app's: the stub declares each
    /// requirement of both — a method returning nothing does nothing, one returning a value
    /// answers `_layouttyLeftOut` naming the protocol, a settable property keeps nothing, a
    /// static requirement stays static, an initializer with arguments is `required` — and
    /// `init()` is its own. A refined protocol not among the files adds nothing (the compiler
    /// names what is missing).
    @Test func aStubDeclaresEveryRequirementOfTheProtocolsItConformsTo() {
        let tree = Parser.parse(
            source: """
                protocol Loading: AnyObject {
                    var isLoading: Bool { get set }
                    static func make() -> Self
                }
                protocol CourseListInteractor: Loading, Sendable {
                    var title: String { get }
                    func doCoursesFetch(request: CourseList.Fetch.Request)
                    func courses(in section: Int) async throws -> [Course]
                    init(named name: String)
                    init()
                }
                """)
        let declarations = Dictionary(
            uniqueKeysWithValues: tree.statements.compactMap { $0.item.as(ProtocolDeclSyntax.self) }.map {
                ($0.name.text, $0)
            })
        #expect(ProtocolStub.value(of: "CourseListInteractor") == "_LayouttyStubOfCourseListInteractor()")
        #expect(
            ProtocolStub.declaration(of: "CourseListInteractor", in: declarations) == """
                final class _LayouttyStubOfCourseListInteractor: CourseListInteractor {
                    required init() {}
                    var title: String { get { _layouttyLeftOut("CourseListInteractor") } }
                    func doCoursesFetch(request: CourseList.Fetch.Request) {}
                    func courses(in section: Int) async throws -> [Course] { _layouttyLeftOut("CourseListInteractor") }
                    required init(named name: String) {}
                    var isLoading: Bool { get { _layouttyLeftOut("Loading") } set {} }
                    static func make() -> Self { _layouttyLeftOut("Loading") }
                }

                """)
        #expect(
            ProtocolStub.protocols(madeIn: "Screen(interactor: _LayouttyStubOfCourseListInteractor(), n: 1)")
                == ["CourseListInteractor"])
    }

    /// A store whose protocol has an associated type (a VPN app's `TunnelStoreProtocol`): the
    /// stub names the type the app's own conformer names for it — without it, the compiler
    /// could infer nothing from requirements written with it and the whole screen failed. One
    /// with a default, or no conformer naming it, is left to the compiler as before.
    @Test func aStubNamesTheAssociatedTypeTheAppsConformerNames() {
        let tree = Parser.parse(
            source: """
                protocol TunnelStoreProtocol: Sendable {
                    associatedtype TunnelType: TunnelProtocol, Equatable
                    associatedtype Key = String
                    associatedtype Other
                    func createNewTunnel() -> TunnelType
                }
                final class TunnelStore: TunnelStoreProtocol, TunnelStatusObserver {
                    typealias TunnelType = Tunnel
                    func createNewTunnel() -> Tunnel { Tunnel() }
                }
                """)
        let declarations = ProtocolStub.declarations(in: [tree])
        let associatedTypes = ProtocolStub.associatedTypes(in: [tree])
        #expect(associatedTypes["TunnelStoreProtocol"] == ["TunnelType": "Tunnel"])
        #expect(
            ProtocolStub.declaration(of: "TunnelStoreProtocol", in: declarations, associatedTypes: associatedTypes)
                == """
                final class _LayouttyStubOfTunnelStoreProtocol: TunnelStoreProtocol {
                    required init() {}
                    typealias TunnelType = Tunnel
                    func createNewTunnel() -> TunnelType { _layouttyLeftOut("TunnelStoreProtocol") }
                }

                """)
    }

    /// A protocol refining one of the files' classes (Cryptomator's view model protocols refine
    /// `TableViewModel<Section>`) is stubbed by a subclass of that class, overriding its
    /// `init()`: a stub conforming alone "does not conform … requires that it inherit from
    /// 'TableViewModel<…>'", and the screen failed. A protocol it refines is still stubbed.
    @Test func aProtocolRefiningAClassIsStubbedByASubclass() {
        let tree = Parser.parse(
            source: """
                protocol Lockable { func lock() -> Bool }
                protocol KeepUnlockedModel: TableViewModel<Section>, Lockable {
                    var footer: String { get }
                }
                """)
        #expect(
            ProtocolStub.declaration(
                of: "KeepUnlockedModel", in: ProtocolStub.declarations(in: [tree]), classes: ["TableViewModel"])
                    == """
                    final class _LayouttyStubOfKeepUnlockedModel: TableViewModel<Section>, KeepUnlockedModel {
                        required override init() {}
                        var footer: String { get { _layouttyLeftOut("KeepUnlockedModel") } }
                        func lock() -> Bool { _layouttyLeftOut("Lockable") }
                    }

                    """)
    }

    /// A composition's name (`typealias DiaryStoringProviding = DiaryStoring & DiaryProviding`,
    /// as the Corona-Warn-App injects its stores): the stub conforms to the name, declaring the
    /// requirements of every protocol composed.
    @Test func aCompositionsStubDeclaresEachProtocolsRequirements() {
        let tree = Parser.parse(
            source: """
                protocol DiaryStoring { func add(person: String) }
                protocol DiaryProviding { var days: [String] { get } }
                """)
        let declarations = Dictionary(
            uniqueKeysWithValues: tree.statements.compactMap { $0.item.as(ProtocolDeclSyntax.self) }.map {
                ($0.name.text, $0)
            })
        let compositions = ["DiaryStoringProviding": ["DiaryStoring", "DiaryProviding"]]
        #expect(
            ProtocolStub.declaration(of: "DiaryStoringProviding", in: declarations, compositions: compositions) == """
                final class _LayouttyStubOfDiaryStoringProviding: DiaryStoringProviding {
                    required init() {}
                    var days: [String] { get { _layouttyLeftOut("DiaryProviding") } }
                    func add(person: String) {}
                }

                """)
    }

    /// A protocol of a module of the app's built apart (TBA's `TBAAPIProtocol` in its API
    /// package) is read from the app's file declaring it: the stub declares its requirements
    /// and those of the public protocol it refines, as written there (`TBAAPI.CachePolicy`);
    /// without, the stub conformed to nothing more and the screen did not compile. A protocol
    /// that is not public is the screen's target's (the search reads its file): not taken.
    @Test func aModulesPublicProtocolIsReadFromTheAppsFile() throws {
        let folder = try TemporaryFolder.create(
            "stub-module",
            files: [
                "Packages/TBAAPI/Sources/TBAAPI/TBAAPIProtocol.swift": """
                public protocol TBAAPIProtocol: Caching {
                    var cachePolicy: TBAAPI.CachePolicy { get }
                    func getStatus() async throws -> APIStatus
                }
                public protocol Caching { func clearCache() }
                protocol Local { func local() }
                """
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Packages/TBAAPI/Sources/TBAAPI/TBAAPIProtocol.swift").path
        let elsewhere: @Sendable (String) -> [String] = { name in
            ["TBAAPIProtocol", "Caching", "Local"].contains(name) ? [file] : []
        }
        let found = ProtocolStub.moduleDeclarations(of: ["TBAAPIProtocol", "Local"], in: elsewhere)
        #expect(found.keys.sorted() == ["Caching", "TBAAPIProtocol"])
        #expect(
            ProtocolStub.declaration(of: "TBAAPIProtocol", in: found) == """
                final class _LayouttyStubOfTBAAPIProtocol: TBAAPIProtocol {
                    required init() {}
                    var cachePolicy: TBAAPI.CachePolicy { get { _layouttyLeftOut("TBAAPIProtocol") } }
                    func getStatus() async throws -> APIStatus { _layouttyLeftOut("TBAAPIProtocol") }
                    func clearCache() {}
                }

                """)
    }
}
