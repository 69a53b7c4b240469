import UIKit

/// A button: its label, which UIKit shows as a button's title where it is text.
public struct Button<Label: View>: View, _PrimitiveView {
    let label: Label
    let action: () -> Void
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
    }
    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] {
        guard let text = label as? Text else { return label._makeUIViews() }
        let button = UIButton(type: .system)
        button.setTitle(text.content, for: .normal)
        return [button]
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
}

public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
    public var body: some View {
        HStack {
            label
            Spacer()
            _UIKitView { () -> UIView in
                let toggle = UISwitch()
                toggle.isOn = isOn.wrappedValue
                return toggle
            }
        }
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// A UIKit view made where the tree is made into UIKit.
struct _UIKitView: View, _PrimitiveView {
    let make: @MainActor () -> UIView
    init(_ make: @escaping @MainActor () -> UIView) { self.make = make }
    var body: Never { fatalError() }
    func _makeUIViews() -> [UIView] { [make()] }
}

public struct TextField<Label: View>: View, _PrimitiveView {
    let placeholder: String
    let text: Binding<String>
    let isSecure: Bool
    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] {
        let field = UITextField()
        field.placeholder = placeholder
        field.text = text.wrappedValue
        field.isSecureTextEntry = isSecure
        return [field]
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(placeholder: titleKey.key, text: text, isSecure: false)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(placeholder: prompt?.content ?? titleKey.key, text: text, isSecure: false)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(placeholder: titleKey.key, text: text, isSecure: false)
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(placeholder: String(title), text: text, isSecure: false)
    }
}

public typealias SecureField = _SecureField
public struct _SecureField: View {
    let field: TextField<Text>
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(placeholder: titleKey.key, text: text, isSecure: true)
    }
    public var body: some View { field }
}

public struct Slider<Label: View>: View, _PrimitiveView {
    let value: Double
    let bounds: ClosedRange<Double>
    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] {
        let slider = UISlider()
        slider.minimumValue = Float(bounds.lowerBound)
        slider.maximumValue = Float(bounds.upperBound)
        slider.value = Float(value)
        return [slider]
    }
}

extension Slider where Label == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1)
    where V.Stride: BinaryFloatingPoint {
        self.init(
            value: Double(value.wrappedValue), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound))
    }
}

public struct Stepper<Label: View>: View {
    let label: Label
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public var body: some View {
        HStack {
            label
            Spacer()
            Text("− +")
        }
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    ) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }
}

/// A choice among options: its label and the options given.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let content: Content
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.content = content()
    }
    public var body: some View {
        HStack {
            label
            Spacer()
            content
        }
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
}

public struct ProgressView<Label: View>: View, _PrimitiveView {
    let fraction: Double?
    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] {
        guard let fraction else {
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.startAnimating()
            return [spinner]
        }
        let bar = UIProgressView(progressViewStyle: .default)
        bar.progress = Float(fraction)
        return [bar]
    }
}

extension ProgressView where Label == EmptyView {
    public init() { fraction = nil }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { Double($0) / max(Double(total), .leastNonzeroMagnitude) }
    }
}

extension ProgressView where Label == Text {
    public init(_ titleKey: LocalizedStringKey) { fraction = nil }
}

public struct Link<Label: View>: View {
    let label: Label
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { label }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) { label = Text(titleKey) }
}

public struct Menu<Label: View, Content: View>: View {
    let label: Label
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { label }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { label = Text(titleKey) }
}
