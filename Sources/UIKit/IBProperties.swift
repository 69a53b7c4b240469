import Foundation

/// What Interface Builder writes of a view, read as UIKit's classes decode it: the frame and
/// how it resizes, colours, a label's text and font, a button's titles, an image's name, a
/// stack's arrangement, a collection view's layout and prototypes. What is not read here is
/// left at UIKit's default (a view's appearance the previewer does not draw).
@preconcurrency @MainActor
enum IBProperties {
    static func apply(_ element: IBElement, to view: UIView) {
        if let frame = element.keyed("frame").map(rect) { view.frame = frame }
        if let mask = element.keyed("autoresizingMask") { view.autoresizingMask = autoresizingMask(mask) }
        if element["translatesAutoresizingMaskIntoConstraints"] == "NO" {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        if let color = color(element.keyed("backgroundColor")) { view.backgroundColor = color }
        if let color = color(element.keyed("tintColor")) { view.tintColor = color }
        if let alpha = number(element["alpha"]) { view.alpha = alpha }
        view.isHidden = element["hidden"] == "YES" || view.isHidden
        view.clipsToBounds = element["clipsSubviews"] == "YES" || view.clipsToBounds
        if let tag = element["tag"].flatMap(Int.init) { view.tag = tag }
        if element["userInteractionEnabled"] == "NO" { view.isUserInteractionEnabled = false }
        if let mode = element["contentMode"].flatMap({ contentModes[$0] }) { view.contentMode = mode }
        applyContent(element, to: view)
    }

    /// The properties of UIKit's views that show something: text, titles, images, values.
    private static func applyContent(_ element: IBElement, to view: UIView) {
        switch view {
        case let label as UILabel: apply(element, to: label)
        case let button as UIButton: apply(element, to: button)
        case let image as UIImageView: image.image = self.image(element) ?? image.image
        case let field as UITextField:
            field.text = text(element) ?? field.text
            field.placeholder = element["placeholder"] ?? field.placeholder
        case let textView as UITextView: textView.text = text(element) ?? textView.text
        case let stack as UIStackView: apply(element, to: stack)
        case let toggle as UISwitch: toggle.isOn = element["on"] == "YES"
        case let slider as UISlider:
            (slider.minimumValue, slider.maximumValue) = (
                float(element["minValue"]) ?? 0, float(element["maxValue"]) ?? 1
            )
            slider.value = float(element["value"]) ?? slider.value
        case let segments as UISegmentedControl:
            for (index, segment) in element.list("segments").enumerated() {
                segments.insertSegment(withTitle: segment["title"], at: index, animated: false)
            }
            segments.selectedSegmentIndex = element["selectedSegmentIndex"].flatMap(Int.init) ?? 0
        case let pages as UIPageControl:
            pages.numberOfPages = element["numberOfPages"].flatMap(Int.init) ?? pages.numberOfPages
            pages.currentPage = element["currentPage"].flatMap(Int.init) ?? pages.currentPage
        case let progress as UIProgressView: progress.progress = float(element["progress"]) ?? progress.progress
        case let spinner as UIActivityIndicatorView where element["animating"] == "YES": spinner.startAnimating()
        case let cell as UITableViewCell:
            cell.accessoryType = element["accessoryType"].flatMap { accessoryTypes[$0] } ?? cell.accessoryType
            cell.selectionStyle = element["selectionStyle"].flatMap { selectionStyles[$0] } ?? cell.selectionStyle
        default: break
        }
    }

    private static let accessoryTypes: [String: UITableViewCell.AccessoryType] = [
        "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
        "checkmark": .checkmark, "detailButton": .detailButton
    ]
    private static let selectionStyles: [String: UITableViewCell.SelectionStyle] = [
        "none": .none, "blue": .blue, "gray": .gray, "default": .default
    ]

    private static func apply(_ element: IBElement, to label: UILabel) {
        label.text = text(element) ?? label.text
        if let alignment = element["textAlignment"].flatMap({ textAlignments[$0] }) { label.textAlignment = alignment }
        if let lines = element["numberOfLines"].flatMap(Int.init) { label.numberOfLines = lines }
        if let font = font(element.keyed("fontDescription")) { label.font = font }
        if let color = color(element.keyed("textColor")) { label.textColor = color }
        label.adjustsFontSizeToFitWidth = element["adjustsFontSizeToFit"] == "YES"
    }

    /// The states' titles and images (`<state key="normal" title="Save"/>`), or the
    /// configuration's (iOS 15's `<buttonConfiguration key="configuration" title="Save">`).
    private static func apply(_ element: IBElement, to button: UIButton) {
        for state in element.children where state.name == "state" {
            guard let key = state["key"], let controlState = controlStates[key] else { continue }
            if let title = state["title"] { button.setTitle(title, for: controlState) }
            if let image = image(state) { button.setImage(image, for: controlState) }
        }
        if let configuration = element.keyed("configuration") {
            var made = UIButton.Configuration.plain()
            made.title = configuration["title"]
            made.image = image(configuration)
            button.configuration = made
        }
    }

    private static func apply(_ element: IBElement, to stack: UIStackView) {
        stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
        stack.spacing = number(element["spacing"]) ?? 0
        if let alignment = element["alignment"].flatMap({ stackAlignments[$0] }) { stack.alignment = alignment }
        if let distribution = element["distribution"].flatMap({ distributions[$0] }) {
            stack.distribution = distribution
        }
    }

    /// A collection view's layout (Interface Builder's flow layout, its sizes and insets, or the
    /// app's layout class the element names) and its prototypes: cells and a flow layout's header and footer, made when dequeued.
    static func apply(_ element: IBElement, to collection: UICollectionView, in loading: NibLoading) {
        if let layout = element.keyed("collectionViewLayout").flatMap(loading.makeLayout) {
            collection.collectionViewLayout = layout
        }
        for cell in element.list("cells") {
            guard let identifier = cell["reuseIdentifier"] else { continue }
            collection.prototypes["", default: [:]][identifier] = (cell, loading.document)
        }
        let kinds = [
            "sectionHeaderView": UICollectionView.elementKindSectionHeader,
            "sectionFooterView": UICollectionView.elementKindSectionFooter
        ]
        for (key, kind) in kinds {
            guard let view = element.keyed(key), let identifier = view["reuseIdentifier"] else { continue }
            collection.prototypes[kind, default: [:]][identifier] = (view, loading.document)
        }
    }

    /// A table view's prototype cells and its row height.
    static func apply(_ element: IBElement, to table: UITableView, in loading: NibLoading) {
        for cell in element.list("prototypes") {
            guard let identifier = cell["reuseIdentifier"] else { continue }
            table.prototypes[identifier] = (cell, loading.document)
        }
        if let height = number(element["rowHeight"]) { table.rowHeight = height }
        if element["dataMode"] == "static" {
            // Made in the scene's loading, so outlets to them and their labels connect.
            table.staticSections = element.list("sections").map { section in
                let cells = section.list("cells").compactMap { cell in
                    (loading.make(cell) as? UITableViewCell).map { ($0, number(cell["rowHeight"])) }
                }
                return UITableView.StaticSection(
                    header: section["headerTitle"], footer: section["footerTitle"], cells: cells.map(\.0),
                    heights: cells.map(\.1))
            }
        }
    }

    /// A table cell's style as Interface Builder names it (`IBUITableViewCellStyleValue1`).
    static func cellStyle(_ name: String?) -> UITableViewCell.CellStyle {
        switch name {
        case "IBUITableViewCellStyleValue1": .value1
        case "IBUITableViewCellStyleValue2": .value2
        case "IBUITableViewCellStyleSubtitle": .subtitle
        default: .default
        }
    }

    /// What `UICollectionViewFlowLayout.init?(coder:)` reads: Interface Builder's flow layout.
    static func apply(_ element: IBElement, to layout: UICollectionViewFlowLayout) {
        layout.scrollDirection = element["scrollDirection"] == "horizontal" ? .horizontal : .vertical
        layout.minimumLineSpacing = number(element["minimumLineSpacing"]) ?? layout.minimumLineSpacing
        layout.minimumInteritemSpacing = number(element["minimumInteritemSpacing"]) ?? layout.minimumInteritemSpacing
        if let size = element.keyed("itemSize").map(size) { layout.itemSize = size }
        if let size = element.keyed("headerReferenceSize").map(size) { layout.headerReferenceSize = size }
        if let size = element.keyed("footerReferenceSize").map(size) { layout.footerReferenceSize = size }
        if let size = element.keyed("estimatedItemSize").map(size) { layout.estimatedItemSize = size }
        if element["automaticEstimatedItemSize"] == "YES" {
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        }
        if let inset = element.keyed("sectionInset") {
            layout.sectionInset = UIEdgeInsets(
                top: number(inset["minY"]) ?? 0, left: number(inset["minX"]) ?? 0,
                bottom: number(inset["maxY"]) ?? 0, right: number(inset["maxX"]) ?? 0)
        }
    }

    /// The outlets of UIKit's own classes a nib connects: a data source and delegate, a
    /// controller's view. True when `property` is one of them.
    static func connectUIKitOutlet(_ owner: AnyObject, _ property: String, _ object: AnyObject) -> Bool {
        switch (owner, property) {
        case (let collection as UICollectionView, "dataSource"):
            collection.dataSource = object as? UICollectionViewDataSource
        case (let collection as UICollectionView, "delegate"):
            collection.delegate = object as? UICollectionViewDelegate
        case (let table as UITableView, "dataSource"): table.dataSource = object as? UITableViewDataSource
        case (let table as UITableView, "delegate"): table.delegate = object as? UITableViewDelegate
        case (let scroll as UIScrollView, "delegate"): scroll.delegate = object as? UIScrollViewDelegate
        case (let field as UITextField, "delegate"): field.delegate = object as? UITextFieldDelegate
        case (let controller as UIViewController, "view"):
            guard let view = object as? UIView else { return false }
            controller.view = view
        default: return false
        }
        return true
    }

    // MARK: Values as Interface Builder writes them

    static func number(_ text: String?) -> CGFloat? { text.flatMap(Double.init).map { CGFloat($0) } }
    private static func float(_ text: String?) -> Float? { text.flatMap(Float.init) }

    private static func rect(_ element: IBElement) -> CGRect {
        CGRect(
            x: number(element["x"]) ?? 0, y: number(element["y"]) ?? 0, width: number(element["width"]) ?? 0,
            height: number(element["height"]) ?? 0)
    }

    private static func size(_ element: IBElement) -> CGSize {
        CGSize(width: number(element["width"]) ?? 0, height: number(element["height"]) ?? 0)
    }

    /// A label's or text view's text: its attribute, else its `<string key="text">`.
    private static func text(_ element: IBElement) -> String? {
        element["text"] ?? element.keyed("text").map(\.text)
    }

    private static func image(_ element: IBElement) -> UIImage? {
        if let reference = element.keyed("image"), let name = reference["image"] {
            return reference["catalog"] == "system" ? UIImage(systemName: name) : UIImage(named: name)
        }
        return element["image"].flatMap { UIImage(named: $0) }
    }

    private static func autoresizingMask(_ element: IBElement) -> UIView.AutoresizingMask {
        let flags: [(String, UIView.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
            ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
            ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin)
        ]
        return UIView.AutoresizingMask(flags.filter { element[$0.0] == "YES" }.map(\.1))
    }

    /// `<color key="…" red="1" green="0.5" blue="0" alpha="1">`, `white=`, a system colour or a
    /// named one of the asset catalog.
    static func color(_ element: IBElement?) -> UIColor? {
        guard let element else { return nil }
        if let system = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            return systemColors[system] ?? .gray
        }
        let alpha = number(element["alpha"]) ?? 1
        if let white = number(element["white"]) { return UIColor(white: white, alpha: alpha) }
        if let red = number(element["red"]), let green = number(element["green"]), let blue = number(element["blue"]) {
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        }
        return element["name"].flatMap { UIColor(named: $0) }
    }

    /// `<fontDescription type="boldSystem" pointSize="17"/>`, a text style, or a named font.
    static func font(_ element: IBElement?) -> UIFont? {
        guard let element else { return nil }
        if let style = element["style"] {
            let name = style.replacingOccurrences(of: "UICTFontTextStyle", with: "")
            return UIFont.preferredFont(forTextStyle: .init(rawValue: name.prefix(1).lowercased() + name.dropFirst()))
        }
        let size = number(element["pointSize"]) ?? 17
        switch element["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "system": return .systemFont(ofSize: size, weight: element["weight"].flatMap { weights[$0] } ?? .regular)
        default: return element["name"].flatMap { UIFont(name: $0, size: size) } ?? .systemFont(ofSize: size)
        }
    }

    static func attribute(_ name: String) -> NSLayoutConstraint.Attribute? { attributes[name] }

    static func relation(_ name: String?) -> NSLayoutConstraint.Relation {
        switch name {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
    }

    /// `multiplier="2"` or a ratio, `multiplier="16:9"`.
    static func multiplier(_ text: String?) -> CGFloat {
        guard let text else { return 1 }
        let parts = text.split(separator: ":").compactMap { Double($0) }
        if parts.count == 2, parts[1] != 0 { return CGFloat(parts[0] / parts[1]) }
        return parts.first.map { CGFloat($0) } ?? 1
    }

    // MARK: Interface Builder's names for UIKit's values

    private static let attributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
        "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin,
        "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins
    ]
    private static let controlStates: [String: UIControl.State] = [
        "normal": .normal, "selected": .selected, "highlighted": .highlighted, "disabled": .disabled
    ]
    private static let textAlignments: [String: NSTextAlignment] = [
        "natural": .natural, "left": .left, "center": .center, "right": .right, "justified": .justified
    ]
    private static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right
    ]
    private static let stackAlignments: [String: UIStackView.Alignment] = [
        "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing, "center": .center,
        "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline
    ]
    private static let distributions: [String: UIStackView.Distribution] = [
        "fillEqually": .fillEqually, "fillProportionally": .fillProportionally, "equalSpacing": .equalSpacing,
        "equalCentering": .equalCentering
    ]
    private static let weights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black
    ]
    private static let systemColors: [String: UIColor] = [
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "systemGrayColor": .systemGray, "systemBlueColor": .systemBlue, "systemRedColor": .systemRed,
        "systemGroupedBackgroundColor": .systemGroupedBackground, "darkTextColor": .darkText,
        "groupTableViewBackgroundColor": .systemGroupedBackground, "whiteColor": .white, "blackColor": .black,
        "clearColor": .clear, "tintColor": .systemBlue
    ]
}
