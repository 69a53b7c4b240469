import Foundation

/// The classes Xcode generates from a Core Data model (`Model.xcdatamodeld`) when an entity's
/// code generation is *Class Definition* or *Category/Extension*: Xcode writes them into the
/// build, never into the project, so a preview reading only the project's files would not find
/// `MovieEntity`. The same files are written here, as Xcode writes them — a class per entity
/// (`class`), its properties and relationship methods in an extension (`class` and
/// `category`) — from the model's current version, and the project search finds them as it
/// finds the app's own (`ProjectFiles`). Entities whose generation is *Manual/None* are the
/// app's files.
///
/// The model is read line by line (Xcode writes one element a line), not by an XML parser:
/// Foundation's needs libxml2, which a Linux machine with Swift need not have.
struct CoreDataModel {
    struct Entity: Equatable {
        var name: String
        var className: String
        var parent: String?
        /// Whether Xcode writes the class too (`class`), or only the extension (`category`).
        var generatesClass: Bool
        var attributes: [(name: String, type: String)] = []
        /// `type` is the collection of a to-many relationship, empty for a to-one (its
        /// destination's class, optional).
        var relationships: [(name: String, type: String, toMany: Bool, ordered: Bool, destination: String)] = []

        static func == (a: Entity, b: Entity) -> Bool { a.name == b.name }
    }

    var entities: [Entity] = []
    /// Every entity's class by the entity's name, the app's own (*Manual/None*) too: a
    /// relationship's destination or a parent is named by its class (`chapter: ChapterObject?`),
    /// never by the entity's name, which may be another type of the app's (`struct Chapter`).
    var classNames: [String: String] = [:]

    /// The model's current version (`.xccurrentversion`), else its last version, read.
    init?(modelAt folder: URL) {
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") }.sorted()
        let current = (try? String(contentsOf: folder.appendingPathComponent(".xccurrentversion"), encoding: .utf8))
            .flatMap { $0.firstMatch(of: /<string>([^<]+\.xcdatamodel)<\/string>/).map { String($0.1) } }
        guard let version = current.flatMap({ versions.contains($0) ? $0 : nil }) ?? versions.last,
            let text = try? String(
                contentsOf: folder.appendingPathComponent(version).appendingPathComponent("contents"), encoding: .utf8)
        else { return nil }
        self.init(contents: text)
    }

    init(contents: String) {
        var current: Entity?
        for tag in contents.matches(of: /<(\/?)(entity|attribute|relationship)\b([^>]*)>/) {
            let (closing, kind) = (tag.1 == "/", tag.2)
            let values = Dictionary(
                tag.3.matches(of: /([A-Za-z]+)="([^"]*)"/).map { (String($0.1), String($0.2)) },
                uniquingKeysWith: { first, _ in first })
            switch kind {
            case "entity" where closing:
                if let entity = current { entities.append(entity) }
                current = nil
            case "entity":
                if let name = values["name"] { classNames[name] = values["representedClassName"] ?? name }
                guard let name = values["name"], let generation = values["codeGenerationType"] else {
                    current = nil
                    continue
                }
                current = Entity(
                    name: name, className: values["representedClassName"] ?? name, parent: values["parentEntity"],
                    generatesClass: generation == "class")
                if tag.3.hasSuffix("/") { entities.append(current!) }
            case "attribute":
                guard let name = values["name"] else { continue }
                current?.attributes.append((name, Self.swiftType(of: values)))
            default:
                guard let name = values["name"], let destination = values["destinationEntity"] else { continue }
                let (toMany, ordered) = (values["toMany"] == "YES", values["ordered"] == "YES")
                current?.relationships.append(
                    (name, toMany ? (ordered ? "NSOrderedSet?" : "NSSet?") : "", toMany, ordered, destination))
            }
        }
    }

    /// The Swift type Xcode gives an attribute: scalars as numbers when the model asks for
    /// them (`usesScalarValueType`), else objects, optional.
    private static func swiftType(of values: [String: String]) -> String {
        let scalar = values["usesScalarValueType"] == "YES"
        switch values["attributeType"] {
        case "String": return "String?"
        case "Boolean": return scalar ? "Bool" : "NSNumber?"
        case "Integer 16": return scalar ? "Int16" : "NSNumber?"
        case "Integer 32": return scalar ? "Int32" : "NSNumber?"
        case "Integer 64": return scalar ? "Int64" : "NSNumber?"
        case "Double": return scalar ? "Double" : "NSNumber?"
        case "Float": return scalar ? "Float" : "NSNumber?"
        case "Decimal": return "NSDecimalNumber?"
        case "Date": return "Date?"
        case "Binary": return "Data?"
        case "UUID": return "UUID?"
        case "URI": return "URL?"
        default: return (values["customClassName"] ?? "NSObject") + "?"
        }
    }

    /// The files Xcode generates, by name: `Entity+CoreDataClass.swift` (a class's entities) and
    /// `Entity+CoreDataProperties.swift`.
    var generatedFiles: [(name: String, text: String)] {
        let classes = classNames
        return entities.flatMap { entity -> [(name: String, text: String)] in
            let parent = entity.parent.map { classes[$0] ?? $0 }
            let header = "import CoreData\nimport Foundation\n\n"
            let type = entity.className
            var properties = header + "extension \(type) {\n"
            properties += "    @nonobjc public class func fetchRequest() -> NSFetchRequest<\(type)> {\n"
            properties += "        return NSFetchRequest<\(type)>(entityName: \"\(entity.name)\")\n    }\n"
            for attribute in entity.attributes {
                properties += "    @NSManaged public var \(attribute.name): \(attribute.type)\n"
            }
            for relationship in entity.relationships {
                let destination = classes[relationship.destination] ?? relationship.destination
                let type = relationship.toMany ? relationship.type : destination + "?"
                properties += "    @NSManaged public var \(relationship.name): \(type)\n"
            }
            for relationship in entity.relationships where relationship.toMany {
                let name = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
                let collection = relationship.ordered ? "NSOrderedSet" : "NSSet"
                let destination = classes[relationship.destination] ?? relationship.destination
                properties += "    @NSManaged public func addTo\(name)(_ value: \(destination))\n"
                properties += "    @NSManaged public func removeFrom\(name)(_ value: \(destination))\n"
                properties += "    @NSManaged public func addTo\(name)(_ values: \(collection))\n"
                properties += "    @NSManaged public func removeFrom\(name)(_ values: \(collection))\n"
            }
            properties += "}\n"
            var files = [("\(type)+CoreDataProperties.swift", properties)]
            if entity.generatesClass {
                files.insert(
                    (
                        "\(type)+CoreDataClass.swift",
                        header + "@objc(\(type))\npublic class \(type): \(parent ?? "NSManagedObject") {\n}\n"
                    ), at: 0)
            }
            return files
        }
    }
}
