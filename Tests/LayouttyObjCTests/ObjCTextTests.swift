import Testing

@testable import LayouttyObjC

/// What the translation reads before clang's tree: the literal rewriting and the type mapping.
@Suite struct ObjCTextTests {
    private func rewritten(_ text: String) -> String {
        String(decoding: ObjCLiterals.rewritten(Array(text.utf8)), as: UTF8.self)
    }

    /// Collection literals become the prelude's calls, nested ones too; a dictionary's key colons
    /// become commas but a ternary's, a message's and a nested block's stay; strings, characters
    /// and comments are copied as they are; newlines are kept, so every line stays its line.
    @Test func collectionLiteralsBecomeCallsLinesKept() {
        #expect(rewritten("x = @[];") == "x = __lt_array();")
        #expect(rewritten("x = @[@1, @[a, b]];") == "x = __lt_array(@1, __lt_array(a, b));")
        // Objective-C allows a trailing comma (a commented-out element after it too); a call does not.
        #expect(
            rewritten("x = @[\n  @1,\n  @2,\n// @3,\n];\ny = @{@\"k\": @1,};")
                == "x = __lt_array(\n  @1,\n  @2 \n// @3,\n);\ny = __lt_dictionary(@\"k\", @1 );")
        #expect(
            rewritten("d = @{@\"a\": y ? @2 : @3, k: [o m:1]};")
                == "d = __lt_dictionary(@\"a\", y ? @2 : @3, k, [o m:1]);")
        #expect(rewritten("s = @\"@[not] @{this}\"; c = '[';") == "s = @\"@[not] @{this}\"; c = '[';")
        #expect(rewritten("// @[x]\n/* @{y: z} */ a[0] = b;") == "// @[x]\n/* @{y: z} */ a[0] = b;")
        #expect(rewritten("@{\n  k: ^{ return; }\n}") == "__lt_dictionary(\n  k, ^{ return; }\n)")
        let text = "@[a,\n b] + @{c:\n d}"
        #expect(rewritten(text).filter { $0 == "\n" }.count == text.filter { $0 == "\n" }.count)
    }

    /// Objective-C types as Swift names them: objects optional, bridged values not, C's integers
    /// fixed-width (NSUInteger unsigned), collections the UIKit module's, blocks closures, C
    /// arrays and pointers to numbers ObjCCArray, protocols of `NSObject<P> *` the protocol.
    @Test func typesAsSwiftNamesThem() {
        func swift(_ spelling: String) -> String? { ObjCTypes.swiftType(spelling)?.written }
        #expect(swift("UICollectionViewLayoutAttributes *__strong") == "UICollectionViewLayoutAttributes?")
        #expect(swift("NSString *") == "String" && swift("NSIndexPath *") == "IndexPath")
        #expect(swift("NSUInteger") == "UInt" && swift("NSInteger") == "Int" && swift("int") == "Int32")
        #expect(swift("NSMutableArray<NSNumber *> *") == "ObjCArray?" && swift("NSDictionary *") == "ObjCDictionary?")
        #expect(swift("BOOL (^)(CGPoint, NSInteger)") == "((CGPoint, Int) -> Bool)?")
        #expect(swift("CGFloat [4]") == "ObjCCArray<CGFloat>" && swift("CGFloat *") == "ObjCCArray<CGFloat>?")
        #expect(swift("NSObject<WaterfallDelegate> *") == "WaterfallDelegate?" && swift("id<P>") == "P?")
        #expect(swift("UICollectionViewScrollDirection") == "UICollectionView.ScrollDirection")
        // A word containing `const` is a name, not the qualifier.
        #expect(ObjCTypes.swiftType("const MyConstants", typedefs: ["MyConstants": .int])?.written == "Int")
    }

    /// A selector's Swift name, as Swift's importer forms it for the files' own methods.
    @Test func selectorsAsSwiftNamesThem() {
        #expect(ObjCNames.swiftName(ofSelector: "prepareLayout") == ("prepareLayout", []))
        #expect(ObjCNames.swiftName(ofSelector: "itemFrameWithIndexPath:") == ("itemFrameWithIndexPath", ["_"]))
        let (base, labels) = ObjCNames.swiftName(ofSelector: "flowLayout:heightForItemAtIndexPath:")
        #expect(base == "flowLayout" && labels == ["_", "heightForItemAtIndexPath"])
    }
}
