import CollectionLayout
import Foundation
import LayouttySystem
import TerminalCollectionView

/// Reading the spec file again when it is saved outside the previewer.
///
/// The user's unsaved edits are never dropped silently. The file as this previewer last knew it
/// (`onDisk`) is the common base: a value only the file changed is taken, a value only the
/// previewer changed is kept, and a value both changed differently is a conflict — the
/// previewer's value stays on screen and the message asks: `s` writes it into the saved file,
/// `r` takes the file's. Compositional edits are net steps, re-applied over the file's new
/// descriptions. Scroll position, focus, zoom and device belong to the view and stay.
extension SpecTweaks {
    package var watchedFiles: [String] { file.map { [$0] } ?? [] }

    package func reload(_ path: String, in view: TweakedView) -> ReloadOutcome {
        guard path == file else { return .unchanged }
        guard FileBytes.size(of: path) ?? 0 >= Self.readInBackgroundFrom else {
            return reloaded(SpecRead(path), in: view)
        }
        // A large file (a few hundred MB parse for seconds) is read on a thread of its own, so
        // keys keep working; a save while it is read is read again when it ends.
        if readingInBackground {
            readAgain = true
            return .pending(readingActivity, job: nil)
        }
        return .pending(readingActivity, job: startReading(path))
    }

    private func startReading(_ path: String) -> BackgroundJob {
        readingInBackground = true
        return BackgroundJob(name: path, function: BackgroundFunction { SpecRead(path) })
    }

    /// Files this large are read in the background (in a release build about 10 ms of parsing).
    static let readInBackgroundFrom = 1 << 20

    private var readingActivity: String { "reading \(URL(fileURLWithPath: file ?? "").lastPathComponent)…" }

    package func backgroundFinished(_ result: BackgroundResult, in view: TweakedView) -> BackgroundOutcome {
        guard result.name == file, let read = result.value as? SpecRead else { return BackgroundOutcome() }
        readingInBackground = false
        if readAgain {
            readAgain = false
            return BackgroundOutcome(shown: .pending(readingActivity), effects: [.run(startReading(read.path))])
        }
        return BackgroundOutcome(shown: reloaded(read, in: view))
    }

    /// What the read file says, shown over the user's unsaved edits.
    private func reloaded(_ read: SpecRead, in view: TweakedView) -> ReloadOutcome {
        let path = read.path
        let saved: SpecFile
        let theirs: LayoutSpec
        switch read.result {
        case .success(let (file, spec)):
            if case .success(let known) = specFile, known.holdsTheSameText(as: file) { return .unchanged }
            (saved, theirs) = (file, spec)
        case .failure(let problem):
            return .failed([
                FileManager.default.fileExists(atPath: path)
                    ? problem.description : "\(path) was deleted; the layout shown is the last one read"
            ])
        }
        let merge = merged(with: theirs, file: saved)
        // Put back by `undo` if the layout refuses the file (compositional edits are steps: they stay).
        var before = state
        before.settings = before.spec.viewSettings
        specFile = .success(saved)
        original = theirs
        onDisk = theirs
        // New data only when the file's sections are taken — then the previewer had no data
        // edits, so the labels' identities it drops are the plain loaded ones, made again on an undo.
        if merge.spec.sections != before.spec.sections {
            before.data = before.spec
            dataSource.replaceData(with: before.spec.withSections(merge.spec.sections))
        }
        beforeLastEdit = before
        var edit = commit(merge.spec, in: view)
        // The view's insets and paging as the file says; the device shown stays.
        edit.settings = merge.spec.viewSettings
        let name = URL(fileURLWithPath: path).lastPathComponent
        if !merge.conflicts.isEmpty {
            return .reloaded(
                "reloaded \(name), which also changed \(merge.conflicts.joined(separator: ", ")): s keeps yours, r takes the file's",
                edit: edit)
        }
        return .reloaded(merge.keptEdits ? "reloaded \(name), your unsaved edits kept" : "reloaded \(name)", edit: edit)
    }

    /// The file's new spec with the previewer's unsaved edits over it, and the keys both changed.
    private func merged(with theirs: LayoutSpec, file saved: SpecFile) -> (
        spec: LayoutSpec, conflicts: [String], keptEdits: Bool
    ) {
        let mine = dataSource.spec
        guard mine != onDisk else { return (theirs, [], false) }
        let base = Dictionary(onDisk.topLevelFieldTexts.map { ($0.key, $0.text) }, uniquingKeysWith: { a, _ in a })
        let file = Dictionary(theirs.topLevelFieldTexts.map { ($0.key, $0.text) }, uniquingKeysWith: { a, _ in a })
        let edits = mine.topLevelFieldTexts.filter { base[$0.key] != $0.text }
        var conflicts = edits.filter { file[$0.key] != base[$0.key] && file[$0.key] != $0.text }.map(\.key)
        var spec = (try? saved.spec(setting: edits)) ?? mine
        if mine.layout == theirs.layout { mine.layout.model.reapplyEdits(steps, over: theirs, into: &spec) }
        if mine.sections != onDisk.sections {
            if theirs.sections != onDisk.sections && theirs.sections != mine.sections { conflicts.append("sections") }
            spec.sections = mine.sections
        }
        return (spec, conflicts, true)
    }
}

/// A spec file read and parsed (on whichever thread): made once, then handed to the previewer's.
struct SpecRead: @unchecked Sendable {
    let path: String
    let result: Result<(SpecFile, LayoutSpec), SpecFile.Failure>

    init(_ path: String) {
        self.path = path
        do {
            let file = try SpecFile(path: path)
            result = .success((file, try file.spec()))
        } catch let error as SpecFile.Failure {
            result = .failure(error)
        } catch {
            result = .failure(SpecFile.Failure(description: "\(error)"))
        }
    }
}

extension LayoutSpec {
    fileprivate func withSections(_ sections: [Section]) -> LayoutSpec {
        var spec = self
        spec.sections = sections
        return spec
    }
}
