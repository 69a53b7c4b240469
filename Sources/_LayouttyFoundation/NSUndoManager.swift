import Foundation

// Foundation's undo manager (NSUndoManager.h), which swift-corelibs-foundation lacks: a screen
// keeps one for its edits (`override var undoManager: UndoManager { libraryUndoManager }`) and
// registers the inverse of each change. Registrations are undone and redone in turn, in groups.
// On iOS a group closes with the run loop's event (`groupsByEvent`); here, where no event loop
// drives the app's code, each registration outside a group the code opened is a group of its own.
// Selector-based registration compiles and is kept, but does nothing when undone, and an
// invocation target records nothing: there is no Objective-C runtime to send a message by name.

extension Notification.Name {
    public static let NSUndoManagerCheckpoint = Notification.Name("NSUndoManagerCheckpointNotification")
    public static let NSUndoManagerWillUndoChange = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    public static let NSUndoManagerWillRedoChange = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name(
        "NSUndoManagerDidCloseUndoGroupNotification")
}

open class UndoManager: NSObject {
    /// A closed group: its actions in the order registered, and the name it was given.
    private struct Group {
        var actions: [(target: AnyObject?, run: () -> Void)] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The groups the code opened and has not closed, innermost last.
    private var open: [Group] = []
    private var disabled = 0

    open var groupsByEvent = true
    /// How many groups are kept to undo; 0: all of them.
    open var levelsOfUndo = 0 {
        didSet { trim(&undoStack) }
    }
    open var runLoopModes: [RunLoop.Mode] = [.default]
    open private(set) var isUndoing = false
    open private(set) var isRedoing = false

    public override init() { super.init() }

    open var groupingLevel: Int { open.count }
    open var isUndoRegistrationEnabled: Bool { disabled == 0 }
    open var canUndo: Bool { !undoStack.isEmpty || open.contains { !$0.actions.isEmpty } }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var undoActionName: String { undoStack.last?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }
    open var undoActionIsDiscardable: Bool { false }
    open var redoActionIsDiscardable: Bool { false }

    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    open func beginUndoGrouping() {
        open.append(Group())
        NotificationCenter.default.post(name: .NSUndoManagerDidOpenUndoGroup, object: self)
    }

    open func endUndoGrouping() {
        guard let group = open.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerDidCloseUndoGroup, object: self)
        close(group)
    }

    open func disableUndoRegistration() { disabled += 1 }
    open func enableUndoRegistration() { disabled = max(0, disabled - 1) }

    open func registerUndo<TargetType: AnyObject>(
        withTarget target: TargetType, handler: @escaping (TargetType) -> Void
    ) {
        register(target: target) { [weak target] in target.map(handler) }
    }

    open func registerUndo(withTarget target: Any, selector: Selector, object anObject: Any?) {
        register(target: target as AnyObject) {}
    }

    /// Invocation-based undo needs the Objective-C runtime's forwarding, which Linux has not:
    /// an object that is not the target is answered, so a cast to the target's type finds
    /// nothing and nothing is called — the target's method must not run now, undoing the change
    /// being made.
    open func prepare(withInvocationTarget target: Any) -> Any { NSObject() }

    /// Names the open group, or else the last one registered.
    open func setActionName(_ actionName: String) {
        if open.isEmpty {
            undoStack.indices.last.map { undoStack[$0].name = actionName }
        } else {
            open[open.count - 1].name = actionName
        }
    }

    open func setActionIsDiscardable(_ discardable: Bool) {}

    /// Undoes the last group, closing a group the code left open first (as iOS closes the
    /// event's group).
    open func undo() {
        while let group = open.popLast() { close(group) }
        guard let group = undoStack.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerWillUndoChange, object: self)
        isUndoing = true
        let redoing = replay(group)
        isUndoing = false
        if !redoing.actions.isEmpty { redoStack.append(redoing) }
        NotificationCenter.default.post(name: .NSUndoManagerDidUndoChange, object: self)
    }

    open func undoNestedGroup() { undo() }

    open func redo() {
        guard let group = redoStack.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerWillRedoChange, object: self)
        isRedoing = true
        let undoing = replay(group)
        isRedoing = false
        if !undoing.actions.isEmpty { undoStack.append(undoing) }
        trim(&undoStack)
        NotificationCenter.default.post(name: .NSUndoManagerDidRedoChange, object: self)
    }

    open func removeAllActions() {
        (undoStack, redoStack, open) = ([], [], [])
    }

    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        let keep = { (group: inout Group) in group.actions.removeAll { $0.target === object } }
        for index in undoStack.indices { keep(&undoStack[index]) }
        for index in redoStack.indices { keep(&redoStack[index]) }
        for index in open.indices { keep(&open[index]) }
        undoStack.removeAll { $0.actions.isEmpty }
        redoStack.removeAll { $0.actions.isEmpty }
    }

    /// An action into the open group, or a group of its own; while undoing it is what redoes,
    /// and a new change outside undo and redo clears what could be redone.
    private func register(target: AnyObject?, run: @escaping () -> Void) {
        guard isUndoRegistrationEnabled else { return }
        if open.isEmpty {
            close(Group(actions: [(target, run)]))
        } else {
            open[open.count - 1].actions.append((target, run))
        }
    }

    /// A group closed into the undo stack, what could be redone forgotten; a nested group (or
    /// one registered while undoing or redoing) into the one around it.
    private func close(_ group: Group) {
        guard !group.actions.isEmpty else { return }
        if !open.isEmpty {
            open[open.count - 1].actions += group.actions
            if open[open.count - 1].name.isEmpty { open[open.count - 1].name = group.name }
        } else {
            redoStack = []
            undoStack.append(group)
            trim(&undoStack)
        }
    }

    /// Runs a group's actions last first; what they register, one group named as it was.
    private func replay(_ group: Group) -> Group {
        open.append(Group(name: group.name))
        for action in group.actions.reversed() { action.run() }
        return open.removeLast()
    }

    private func trim(_ stack: inout [Group]) {
        if levelsOfUndo > 0, stack.count > levelsOfUndo { stack.removeFirst(stack.count - levelsOfUndo) }
    }
}
