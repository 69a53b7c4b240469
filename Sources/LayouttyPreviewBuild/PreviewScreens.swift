import Foundation
import LayouttySystem

// A screen is found by running it, as iOS does: the program makes the view controller, loads and
// shows it in UIKit's order, and shows the collection view in its view tree
// (`_layouttyScreenLayout(of:)`). Reading the files only says which controllers there are and how
// UIKit makes them; what they build — in a base class, a lazy property, `viewDidLoad`,
// `setCollectionViewLayout` — the running code decides.

extension PreviewSources {
    /// The screens the files make: each `#Preview` block (Xcode's convention: it makes the
    /// screen as the canvas shows it), else each view controller class that may show a
    /// collection view, that no other controller of the files inherits from and that UIKit can
    /// make — `Name()` (declared or inherited), or a storyboard's `init?(coder:)`, its own
    /// (one that does not trap) or a collection view controller's it inherits.
    func screens(declaredElsewhere: DeclaredElsewhere) -> [Candidate] {
        let previews = prefersStubs ? [] : previewBlocks.filter { !helperFiles.contains($0.file) }
        if !previews.isEmpty {
            return previews.map { block in
                Candidate(
                    name: block.name.map { "#Preview(\(GeneratedSwift.literal($0)))" } ?? "#Preview",
                    expression:
                        "_layouttyScreenLayout(of: { () -> UIViewController in\n\(block.body)\n}(), "
                        + "asTheStoryboardShowsIt: false)",
                    file: block.file, line: block.line, factory: nil, isScreen: true)
            }
        }
        return screenClasses.compactMap { controller in
            if let factory = madeByFactory(controller, declaredElsewhere: declaredElsewhere) {
                return madeAsTheAppMakesIt(controller, factory)
            }
            let plain = made(controller)
            // Else as the app's own code makes it, and only then with stand-in values alone.
            let presented = plain == nil ? madeAsPresented(controller, declaredElsewhere: declaredElsewhere) : nil
            guard
                let made = plain ?? presented?.expression
                    ?? madeWithStandIns(controller, declaredElsewhere: declaredElsewhere)
            else {
                return nil
            }
            let presenterSet = presenterValues(of: controller, declaredElsewhere: declaredElsewhere)
            let configured = configuringCalls(of: controller, declaredElsewhere: declaredElsewhere)
            let setting = presenterSet.map(Self.setting) + configured.map { "screen.\($0)" }
            let expression =
                setting.isEmpty ? made : "{ let screen = \(made); \(setting.joined(separator: "; ")); return screen }()"
            var candidate = Candidate(
                name: controller.name, expression: "_layouttyScreenLayout(of: \(shown(controller, expression)))",
                file: controller.file,
                line: controller.line, factory: nil, isScreen: true)
            guard plain == nil || !setting.isEmpty else { return candidate }
            let set = presenterSet.map { "\($0.property.name) = \($0.value)" } + configured
            let said = Self.said(made + (set.isEmpty ? "" : ", then " + set.joined(separator: ", ")))
            let how = presented.map {
                "as \(ProjectSearch.relative($0.place)) makes it (what reaches into it stood in)"
            }
            candidate.standIns =
                "\(controller.name) is made \(how ?? "with stand-in values"), \(said): a #Preview block in the file "
                + "makes it with yours (#Preview { \(controller.name)(…) })"
            return candidate
        }
    }

    /// `screen.property = value`. A value the presenter holds weakly is kept for the program's
    /// life, as the presenter keeps it; a module's stand-in is set only where the property's
    /// type turns out to be one (`_layouttyStandIn(_:_:)`).
    private static func setting(_ set: (property: PresenterSet, value: String)) -> String {
        let value = set.property.isWeak ? "_layouttyKept(\(set.value))" : set.value
        return set.value == "_LayouttyStandIn()"
            ? "_layouttyStandIn(&screen.\(set.property.name), \(value))" : "screen.\(set.property.name) = \(value)"
    }

    /// The screen made by a static function of its class, as `made.place` calls it: nothing
    /// set after it (the function sets what it sets; a stand-in put over it would undo that).
    private func madeAsTheAppMakesIt(_ controller: ClassDeclaration, _ made: (expression: String, place: String))
        -> Candidate
    {
        var candidate = Candidate(
            name: controller.name, expression: "_layouttyScreenLayout(of: \(shown(controller, made.expression)))",
            file: controller.file,
            line: controller.line, factory: nil, isScreen: true)
        let said = Self.said(made.expression).replacing(/^_layouttyController\(in: (.*)\)$/) { String($0.1) }
        candidate.standIns =
            "\(controller.name) is made as \(ProjectSearch.relative(made.place)) makes it, \(said): a #Preview block "
            + "in the file makes it with yours (#Preview { \(controller.name)(…) })"
        return candidate
    }

    /// `made`, pushed onto a navigation controller when the class or a base reads
    /// `navigationController`, as the app shows it (a wallet's settings screen reads
    /// `navigationController!` in `viewDidLoad`, which trapped shown alone); its navigation bar
    /// is drawn above it, as on the phone. A `#Preview` block shows what it makes.
    private func shown(_ controller: ClassDeclaration, _ made: String) -> String {
        ancestry(of: controller).contains(where: \.readsNavigationController) ? "_layouttyPushed(\(made))" : made
    }

    /// A stand-in expression in the user's words, on one line: what the preview's own helpers
    /// stand for; an argument the app's code writes over lines, joined.
    private static func said(_ made: String) -> String {
        made.replacing(/\s*\n\s*/, with: " ").replacingOccurrences(of: "( ", with: "(")
            .replacingOccurrences(of: " )", with: ")")
            .replacingOccurrences(of: "_layouttyStoryboardCoder()", with: "a storyboard's coder")
            .replacingOccurrences(of: "_LayouttyStandIn()", with: "a stand-in")
            .replacing(/_LayouttyStubOf(\w+)\(\)/) { "a stub of \($0.1) doing nothing" }
    }

    /// The files' view controller classes that may show a collection view (theirs or an
    /// ancestor's declaration names one) and that no other controller class inherits from —
    /// or, when none names one and the files offer no layout of their own, every such
    /// controller: its view may be a view of the app's that holds the collection view
    /// (`loadView() { view = ScheduleView() }`), and running it decides.
    var screenClasses: [ClassDeclaration] {
        let controllers = controllerClasses
        let inherited = Set(controllers.map(Self.superclassName))
        let leaves = controllers.filter { controller in
            !inherited.contains(controller.name) && !controller.isGeneric && !controller.isHidden
                && !helperFiles.contains(controller.file)
        }
        let showing = leaves.filter { ancestry(of: $0).contains(where: \.mentionsCollectionView) }
        let offersLayouts =
            !leafLayoutClasses.filter { !helperFiles.contains($0.file) }.isEmpty
            || factories.contains { !helperFiles.contains($0.file) }
        return showing.isEmpty && !offersLayouts ? leaves : showing
    }

    /// The class and its superclasses the files declare, nearest first.
    func ancestry(of declaration: ClassDeclaration) -> [ClassDeclaration] {
        var chain = [declaration]
        while let next = classes.first(where: { $0.name == Self.superclassName(chain.last!) }),
            !chain.contains(where: { $0.name == next.name })
        {
            chain.append(next)
        }
        return chain
    }

    /// How UIKit makes the controller: from its scene when one of the app's storyboards has
    /// one (as the app makes it), else `Name()`, else with a storyboard's coder; nil when every
    /// initializer takes the app's values (a `#Preview` block passes them).
    private func made(_ controller: ClassDeclaration) -> String? {
        let name = controller.name
        switch (isInstantiable(controller), inheritsStoryboardInit(controller)) {
        case (true, true): return "_layouttyFromStoryboard(\(name).self) ?? \(name)()"
        case (true, false): return "\(name)()"
        case (false, true): return "\(name)(coder: _layouttyStoryboardCoder())!"
        case (false, false): return nil
        }
    }

    /// Whether a factory is a member of one of the files' view controllers: where the files
    /// make screens, the screen shows what that member builds, in place.
    func isControllerMember(_ factory: Factory) -> Bool {
        guard let owner = factory.instanceOf else { return false }
        return controllerClasses.contains { $0.name == owner }
    }
}
