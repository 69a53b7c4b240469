import Foundation
import LayouttyTestSupport
import Testing

@testable import LayouttyPreviewBuild

/// The classes Xcode generates from a Core Data model, written as Xcode writes them (a model of
/// our own, in the shape Xcode saves: one element a line).
@Suite struct CoreDataModelTests {
    static let contents = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
            <entity name="Movie" representedClassName="MovieEntity" syncable="YES" codeGenerationType="class">
                <attribute name="title" optional="YES" attributeType="String"/>
                <attribute name="rating" optional="YES" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
                <attribute name="runtime" optional="YES" attributeType="Integer 16" usesScalarValueType="NO"/>
                <attribute name="poster" optional="YES" attributeType="Transformable" customClassName="UIImage"/>
                <relationship name="cast" optional="YES" toMany="YES" destinationEntity="Person" inverseName="movie"/>
                <relationship name="studio" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Studio"/>
            </entity>
            <entity name="Person" representedClassName="Person" codeGenerationType="category">
                <attribute name="name" attributeType="String"/>
            </entity>
            <entity name="Studio" representedClassName="StudioObject" syncable="YES"/>
            <entity name="Festival" representedClassName="Festival" parentEntity="Movie" codeGenerationType="class"/>
        </model>
        """

    /// A class entity gets a class and its properties; a category entity only its properties
    /// (its class is the app's); a manual one (no code generation) nothing; a child entity's class
    /// inherits its parent's class. Scalars are numbers where the model asks (`rating: Double`),
    /// objects elsewhere (`runtime: NSNumber?`); a transformable is its custom class; a to-many
    /// relationship a set with Xcode's four methods, a to-one its destination's class — a manual
    /// entity's too (`StudioObject`, not the entity's name `Studio`, which an app's own struct
    /// may have: a manga reader's `Chapter`).
    @Test func entitiesGeneratedAsXcodeGeneratesThem() {
        let files = CoreDataModel(contents: Self.contents).generatedFiles
        #expect(
            files.map(\.name) == [
                "MovieEntity+CoreDataClass.swift", "MovieEntity+CoreDataProperties.swift",
                "Person+CoreDataProperties.swift", "Festival+CoreDataClass.swift", "Festival+CoreDataProperties.swift"
            ])
        #expect(
            files[0].text
                == "import CoreData\nimport Foundation\n\n@objc(MovieEntity)\npublic class MovieEntity: NSManagedObject {\n}\n"
        )
        #expect(
            files[1].text == """
                import CoreData
                import Foundation

                extension MovieEntity {
                    @nonobjc public class func fetchRequest() -> NSFetchRequest<MovieEntity> {
                        return NSFetchRequest<MovieEntity>(entityName: "Movie")
                    }
                    @NSManaged public var title: String?
                    @NSManaged public var rating: Double
                    @NSManaged public var runtime: NSNumber?
                    @NSManaged public var poster: UIImage?
                    @NSManaged public var cast: NSSet?
                    @NSManaged public var studio: StudioObject?
                    @NSManaged public func addToCast(_ value: Person)
                    @NSManaged public func removeFromCast(_ value: Person)
                    @NSManaged public func addToCast(_ values: NSSet)
                    @NSManaged public func removeFromCast(_ values: NSSet)
                }

                """)
        #expect(files[3].text.hasSuffix("public class Festival: MovieEntity {\n}\n"))
    }

    /// The model's current version is read (`.xccurrentversion`), not its latest by name.
    @Test func theCurrentVersionIsRead() throws {
        let folder = try TemporaryFolder.create(
            "model",
            files: [
                "Films.xcdatamodeld/.xccurrentversion": """
                <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Films.xcdatamodel</string></dict></plist>
                """,
                "Films.xcdatamodeld/Films.xcdatamodel/contents": Self.contents,
                "Films.xcdatamodeld/Films_v2.xcdatamodel/contents":
                    "<entity name=\"Draft\" codeGenerationType=\"class\">\n</entity>\n"
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = CoreDataModel(modelAt: folder.appendingPathComponent("Films.xcdatamodeld"))
        #expect(model?.entities.map(\.name) == ["Movie", "Person", "Festival"])
    }
}
