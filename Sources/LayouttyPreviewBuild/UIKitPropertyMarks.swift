import SwiftSyntax

extension PreviewPort {
    /// UIKit's properties of its responders, views and view controllers whose type is optional
    /// (`?`) or implicitly unwrapped (`!`), by name. An `@objc` protocol of the files may
    /// require one with the other mark (a wallet app's `var navigationController:
    /// UINavigationController! { get }`, met by every controller): Objective-C's conformance
    /// does not tell them apart, Swift's does. Read from Layoutty's UIKit, not kept by hand:
    /// `UIKitShapeTests` derives it from `Sources/UIKit` and fails, printing the table, when
    /// the two differ.
    package static let uikitPropertyMarks: [String: String] = [
        "accessibilityAttributedHint": "?",
        "accessibilityAttributedLabel": "?",
        "accessibilityAttributedValue": "?",
        "accessibilityCustomActions": "?",
        "accessibilityElements": "?",
        "accessibilityHint": "?",
        "accessibilityIdentifier": "?",
        "accessibilityLabel": "?",
        "accessibilityLanguage": "?",
        "accessibilityPath": "?",
        "accessibilityUserInputLabels": "!",
        "accessibilityValue": "?",
        "backgroundColor": "?",
        "childForHomeIndicatorAutoHidden": "?",
        "childForScreenEdgesDeferringSystemGestures": "?",
        "childForStatusBarHidden": "?",
        "childForStatusBarStyle": "?",
        "collectionView": "!",
        "contentUnavailableConfiguration": "?",
        "focusGroupIdentifier": "?",
        "gestureRecognizers": "?",
        "inputAccessoryView": "?",
        "inputView": "?",
        "keyCommands": "?",
        "mask": "?",
        "maximumContentSizeCategory": "?",
        "minimumContentSizeCategory": "?",
        "navigationController": "?",
        "next": "?",
        "nibName": "?",
        "parent": "?",
        "parentFocusEnvironment": "?",
        "popoverPresentationController": "?",
        "preferredTransition": "?",
        "presentationController": "?",
        "presentedViewController": "?",
        "presentingViewController": "?",
        "refreshControl": "?",
        "restorationClass": "?",
        "restorationIdentifier": "?",
        "sheetPresentationController": "?",
        "splitViewController": "?",
        "storyboard": "?",
        "superview": "?",
        "tabBarController": "?",
        "tabBarItem": "!",
        "tableView": "!",
        "tintColor": "!",
        "title": "?",
        "toolbarItems": "?",
        "transitionCoordinator": "?",
        "transitioningDelegate": "?",
        "undoManager": "?",
        "userActivity": "?",
        "view": "!",
        "viewIfLoaded": "?",
        "window": "?"
    ]

    /// The property requirements of `proto`, an `@objc` protocol, whose optional mark is not
    /// UIKit's for a property of that name: each requirement's name and its mark's token.
    static func requirementsMarkedUnlikeUIKit(in proto: ProtocolDeclSyntax) -> [(name: String, mark: TokenSyntax)] {
        let isObjC = proto.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc"
        }
        guard isObjC else { return [] }
        return proto.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap(\.bindings)
            .compactMap { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let uikit = uikitPropertyMarks[name], let type = binding.typeAnnotation?.type
                else { return nil }
                let mark =
                    type.as(OptionalTypeSyntax.self)?.questionMark
                    ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.exclamationMark
                guard let mark, mark.text != uikit else { return nil }
                return (name, mark)
            }
    }
}
