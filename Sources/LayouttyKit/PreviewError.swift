/// A one-line failure of `layoutty preview`.
package struct PreviewError: Error, Equatable, CustomStringConvertible {
    package var message: String
    /// 2: the input is wrong; 1: the user's files did not compile, or the build could not run.
    package var status: Int32
    /// Several lines shown before `message`: the compiler's messages, or the layouts to choose from.
    package var details: String?
    /// A failed compile: the names the compiler could not find, and the files with errors (each
    /// with its first error's message).
    package var unresolvedNames: Set<String> = []
    package var filesWithErrors: [String: String] = [:]
    /// Each error in a user's Swift file, by its place (as the user wrote the file): the project
    /// search leaves out what does not compile of a file it added (`LeftOutCode`).
    package var errors: [SourcePlace: String] = [:]
    /// What the compile said the app's world lacks here, which stand-ins can answer.
    package var gaps = BuildGaps()
    /// The compile was ended at its time limit (`PreviewBuild.timeLimit`), its errors unknown.
    package var cutShort = false
    package init(_ message: String, status: Int32 = 2, details: String? = nil) {
        self.message = message
        self.status = status
        self.details = details
    }
    package var description: String { message }
}

/// What a failed compile of the user's files said is not there: what stand-ins could answer.
package struct BuildGaps: Equatable, Sendable {
    /// `no such module 'FirebaseFirestore'`, in a user's file or one added from the project.
    package var modules: Set<String> = []
    /// `cannot find 'Auth' in scope`, `cannot find type 'Post' in scope`.
    package var names: Set<String> = []
    /// `value of type 'UIImageView' has no member 'kf'`: an extension a module would declare.
    package var members: Set<MemberGap> = []
    /// `cannot infer type of closure parameter 'snapshot'`: where, as the user wrote the file.
    package var closureParameters: Set<SourcePlace> = []
    /// `reference to property 'title' in closure requires explicit use of 'self'`: a closure
    /// passed to a stand-in, escaping here where the module's parameter is not; where.
    package var implicitSelf: Set<SourcePlace> = []
    /// `type 'EventStore' (aka '_LayouttyStandIn') has no member 'shared'`, `type 'Any?' has no
    /// member 'milliseconds'`: an implicit member (`.shared`) whose type is a stand-in's or an
    /// argument of a call on one, where Swift never looks members up dynamically; where.
    package var implicitMembers: Set<SourcePlace> = []
    /// `cannot convert value of type '_LayouttyStandIn' to expected argument type 'AppIcon'`: a
    /// stand-in where the app's own type is required; where, and the type.
    package var conversions: Set<ConversionGap> = []
    /// `cannot assign to value: 'cellSpacing' is a 'let' constant`: a name assigned where it
    /// is not found as a variable; where, and the name.
    package var assignedConstants: [SourcePlace: String] = [:]
    /// `method does not override any method from its superclass`: an override of a method a
    /// UIKit class's protocols declare, which iOS lists as the class's own members; where.
    package var protocolOverrides: Set<SourcePlace> = []
    /// The type names the errors quote (`'any Collection'`, `'Row'`): one the project declares
    /// may be its own type, shadowed here by the standard library's of the same name.
    package var quotedTypes: Set<String> = []
    /// Types on which Swift refused the members standing in, in the stand-ins' own file
    /// (`extension AnyClass`: "cannot extend a metatype"): no member stands in on them.
    package var refusedMemberTypes: Set<String> = []
    package init() {}
}

/// A stand-in given where a type is required (an argument, an assignment, a return).
package struct ConversionGap: Codable, Hashable, Comparable, Sendable {
    package var place: SourcePlace
    package var type: String
    package init(place: SourcePlace, type: String) { (self.place, self.type) = (place, type) }
    package static func < (lhs: ConversionGap, rhs: ConversionGap) -> Bool {
        (lhs.place, lhs.type) < (rhs.place, rhs.type)
    }
}

/// An instance member a type lacks here (`UIImageView.kf`).
package struct MemberGap: Codable, Hashable, Comparable, Sendable {
    package var type: String
    /// A property's name (a static one's after a dot), or an initializer's with its labels
    /// (`init(forAutoLayout:)`, `init?(hex:)` where the files bind its value as an optional).
    package var name: String
    /// An initializer's (`init(hex:)`), a failable one's too (`init?(hex:)`).
    package var isInitializer: Bool { name.hasPrefix("init(") || name.hasPrefix("init?(") }
    /// A static member, named with a dot (`.nib`).
    package var isStatic: Bool { name.hasPrefix(".") }
    package init(type: String, name: String) { (self.type, self.name) = (type, name) }
    package static func < (lhs: MemberGap, rhs: MemberGap) -> Bool { (lhs.type, lhs.name) < (rhs.type, rhs.name) }
}

/// A line and column of a user's file, as its author counts them (1-based).
package struct SourcePlace: Codable, Hashable, Comparable, Sendable {
    package var path: String
    package var line: Int
    package var column: Int
    package init(path: String, line: Int, column: Int) {
        (self.path, self.line, self.column) = (path, line, column)
    }
    package static func < (lhs: SourcePlace, rhs: SourcePlace) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
