import Foundation

/// A spinning picker of rows in components: drawn as each component's selected row's title,
/// as its data source and delegate answer them, `‹ Apples | Small ›`.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    open weak var dataSource: (any UIPickerViewDataSource)?
    open weak var delegate: (any UIPickerViewDelegate)?
    open var showsSelectionIndicator = true
    private var selected: [Int: Int] = [:]

    open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }
    open func numberOfRows(inComponent component: Int) -> Int {
        dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }
    /// The selected row, -1 where the component has no rows (as UIKit answers).
    open func selectedRow(inComponent component: Int) -> Int {
        numberOfRows(inComponent: component) > 0 ? selected[component, default: 0] : -1
    }
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) { selected[component] = row }
    open func reloadAllComponents() {}
    open func reloadComponent(_ component: Int) {}
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 216) }

    override var shownText: String? {
        let titles = (0..<max(0, numberOfComponents)).compactMap { component -> String? in
            let row = selectedRow(inComponent: component)
            guard row >= 0 else { return nil }
            return delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        return titles.isEmpty ? nil : "‹ " + titles.joined(separator: " | ") + " ›"
    }
}

@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Its methods are optional in UIKit: defaults answer as UIKit does when one is not implemented.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.bounds.width / CGFloat(max(1, pickerView.numberOfComponents))
    }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
}
