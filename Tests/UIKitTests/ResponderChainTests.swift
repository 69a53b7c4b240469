import Foundation
import Testing

@testable import UIKit

/// The responder chain as UIKit walks it, and Foundation's undo manager at its end: a view's
/// next responder is its controller when it is the controller's view, else its superview; a
/// controller's is its view's superview, or the controller presenting it; the window keeps
/// the undo manager every responder in it answers.
@MainActor @Suite struct ResponderChainTests {
    /// A label in a controller's view in a window: label → view → controller → window →
    /// application → its delegate, and a presented controller (no superview) → the presenting one. Code that walks `next` to
    /// find its controller finds it.
    @Test func nextRespondersGoUpTheTree() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let label = UILabel()
        controller.view.addSubview(label)
        #expect(label.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        // Past the window, the application, then its delegate when that is a responder.
        #expect(window.next === UIApplication.shared)
        final class AppDelegate: UIResponder, UIApplicationDelegate {}
        let delegate = AppDelegate()
        let saved = UIApplication.shared.delegate
        UIApplication.shared.delegate = delegate
        #expect(UIApplication.shared.next === delegate && delegate.next == nil)
        UIApplication.shared.delegate = saved
        let found = sequence(first: label as UIResponder, next: \.next).first { $0 is UIViewController }
        #expect(found === controller)
        let sheet = UIViewController()
        controller.present(sheet, animated: false)
        #expect(sheet.next === controller)
        #expect(UIViewController().next == nil && UIView().next == nil)
    }

    /// Every responder in a window answers the window's undo manager; one outside a window none;
    /// a screen keeping its own (`override var undoManager`) is asked for that.
    @Test func theWindowKeepsTheUndoManager() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let manager = window.undoManager
        #expect(manager != nil && controller.undoManager === manager && controller.view.undoManager === manager)
        #expect(UIView().undoManager == nil)
        final class Library: UIViewController {
            let own = UndoManager()
            override var undoManager: UndoManager { own }
        }
        let library = Library()
        #expect(library.undoManager === library.own)
    }

    /// Two changes to a list, each registering its inverse: undo takes back the last ("Add
    /// Emma"), redo puts it back, and a new change forgets what could be redone. A group the
    /// code opens undoes as one; with `levelsOfUndo` 1 only the last group is kept.
    @Test func undoAndRedoTakeBackChangesInTurn() {
        final class Shelf {
            var titles: [String] = []
            let undo = UndoManager()
            func add(_ title: String) {
                titles.append(title)
                undo.registerUndo(withTarget: self) { $0.remove(title) }
                undo.setActionName("Add \(title)")
            }
            func remove(_ title: String) {
                titles.removeAll { $0 == title }
                undo.registerUndo(withTarget: self) { $0.add(title) }
            }
        }
        let shelf = Shelf()
        shelf.add("Dune")
        shelf.add("Emma")
        #expect(shelf.undo.canUndo && !shelf.undo.canRedo && shelf.undo.undoMenuItemTitle == "Undo Add Emma")
        shelf.undo.undo()
        #expect(shelf.titles == ["Dune"] && shelf.undo.canRedo && shelf.undo.redoActionName == "Add Emma")
        shelf.undo.redo()
        #expect(shelf.titles == ["Dune", "Emma"] && !shelf.undo.canRedo)
        shelf.undo.undo()
        shelf.add("Ulysses")
        #expect(shelf.titles == ["Dune", "Ulysses"] && !shelf.undo.canRedo)

        shelf.undo.beginUndoGrouping()
        shelf.add("Kim")
        shelf.add("Nana")
        shelf.undo.endUndoGrouping()
        shelf.undo.undo()
        #expect(shelf.titles == ["Dune", "Ulysses"])
        shelf.undo.levelsOfUndo = 1
        shelf.undo.undo()
        #expect(shelf.titles == ["Dune"] && !shelf.undo.canUndo)

        shelf.undo.disableUndoRegistration()
        shelf.add("Kim")
        shelf.undo.enableUndoRegistration()
        #expect(!shelf.undo.canUndo)
        // Invocation-based undo (Objective-C forwarding): the target is not answered, so its
        // method is not run now, which would undo the change being made.
        #expect((shelf.undo.prepare(withInvocationTarget: shelf) as? Shelf) == nil)
        shelf.undo.removeAllActions()
        #expect(!shelf.undo.canRedo && UIButton.ButtonType.roundedRect == .system)
    }
}
