import Foundation
import SwiftParser
import SwiftSyntax

/// What an app's delegate registers as its user defaults' values at launch
/// (`UserDefaults.standard.register(defaults: ["Appearance.rows": 2, …])`), which a screen reads
/// as iOS gives them — before any screen, since iOS launches the app first. A small app's
/// preview launches its delegate whole (`ProjectSearch.addAppDelegate`); a bigger app's
/// delegate starts its whole world, so its preview registers these values alone. Aidoku's
/// library grid read its items per row from one: unregistered, it was 0, and the layout's
/// group was infinitely tall.
///
/// Only the entries whose values are the platform's alone are kept (literals, UIKit's and
/// Foundation's types: `UIDevice.current.userInterfaceIdiom == .pad ? 5 : 2`): a value using
/// the app's code (`Self.isSideloaded`) would need the app's world built.
package struct LaunchDefaults: Equatable, Sendable {
    /// The registration the preview runs, of the kept entries.
    package var statement: String
    package var kept: Int
    package var skipped: Int
    /// The delegate's file, as the user names it.
    package var file: String

    /// The registrations of the delegate at `path` (its file, read and parsed); nil when it
    /// registers nothing the preview can.
    package static func registered(inFileAt path: String, shownAs shown: String) -> LaunchDefaults? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let finder = Registrations()
        finder.walk(Parser.parse(source: text))
        let entries = finder.dictionaries.flatMap { Array($0) }
        let kept = entries.filter(isPlatformOnly)
        guard !kept.isEmpty else { return nil }
        let literal = kept.map { $0.trimmedDescription.trimmingCharacters(in: CharacterSet(charactersIn: ",")) }
        return LaunchDefaults(
            statement: "UserDefaults.standard.register(defaults: [\(literal.joined(separator: ", "))])",
            kept: kept.count, skipped: entries.count - kept.count, file: shown)
    }

    /// Said once: what was registered, and what was not.
    package var note: String {
        "registered \(kept) of the \(kept + skipped) user defaults \(file) registers at launch, as iOS has them "
            + "before the screen" + (skipped == 0 ? "" : " (the other \(skipped) use the app's code)")
    }

    /// The names a value may start from without the app: the platform's types.
    private static let platformNames: Set<String> = [
        "String", "Int", "Double", "Float", "Bool", "CGFloat", "TimeInterval", "Date", "Locale", "URL", "Data",
        "TimeZone", "Calendar", "Array", "Dictionary", "Set"
    ]

    /// Whether an entry's key is a string literal and its value names nothing of the app's:
    /// each name a member chain starts from is the platform's (`UIDevice`, `Locale`, `$0`).
    private static func isPlatformOnly(_ entry: DictionaryElementSyntax) -> Bool {
        guard entry.key.is(StringLiteralExprSyntax.self) else { return false }
        let tokens =
            entry.key.tokens(viewMode: .sourceAccurate).map { $0 } + entry.value.tokens(viewMode: .sourceAccurate)
        return tokens.allSatisfy { token in
            switch token.tokenKind {
            case .keyword(.self), .keyword(.Self), .keyword(.super): return false
            case .identifier(let name):
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else {
                    // A type written as such (`[String]()`), or a closure's parameter.
                    return token.parent?.is(IdentifierTypeSyntax.self) != true || Self.isPlatform(name)
                }
                // A member (`.current`, `.pad`) is the chain's; its start must be the platform's.
                if reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id == reference.id { return true }
                return Self.isPlatform(name)
            default: return true
            }
        }
    }

    private static func isPlatform(_ name: String) -> Bool {
        platformNames.contains(name) || AppleSDK.isFrameworkType(name)
    }

    /// The dictionary literals passed to `UserDefaults.standard.register(defaults:)`.
    private final class Registrations: SyntaxVisitor {
        var dictionaries: [DictionaryElementListSyntax] = []
        init() { super.init(viewMode: .sourceAccurate) }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
                callee.declName.baseName.text == "register",
                callee.base?.trimmedDescription == "UserDefaults.standard",
                let argument = node.arguments.first, argument.label?.text == "defaults",
                case .elements(let elements)? = argument.expression.as(DictionaryExprSyntax.self)?.content
            {
                dictionaries.append(elements)
            }
            return .visitChildren
        }
    }
}
