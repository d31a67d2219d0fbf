import BubbleCore
import CMarkGFM

/// Reads Markdown source into a `MarkdownDocument` with cmark-gfm: CommonMark with GitHub's
/// tables, task lists, strikethrough and autolinks, and TeX math (`MarkdownMath`). Raw HTML is
/// kept as the characters written; nothing is ever run or fetched. cmark-gfm's pointers live and
/// die inside `read`.
public enum MarkdownReader {
  /// The document `source` describes. Pure: the same source gives the same value.
  public static func read(_ source: String) -> MarkdownDocument {
    let math = MarkdownMath(scanning: source)
    guard let tree = CMarkTree(parsing: math.text) else {
      return MarkdownDocument(blocks: [.paragraph([MarkdownRun(.text(source))])])
    }
    var builder = MarkdownTreeBuilder(math: math)
    tree.walk { event, node in builder.visit(event, node) }
    return builder.document
  }
}

/// A parsed cmark-gfm tree, freed in `deinit`.
final class CMarkTree {
  private let root: OpaquePointer

  private static let extensions = ["table", "strikethrough", "tasklist", "autolink"]

  init?(parsing text: String) {
    registerExtensions
    guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8) else { return nil }
    defer { cmark_parser_free(parser) }
    for name in Self.extensions {
      if let syntax = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, syntax) }
    }
    var bytes = Array(text.utf8)
    bytes.withUnsafeMutableBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { characters in
        cmark_parser_feed(parser, characters.baseAddress, characters.count)
      }
    }
    guard let document = cmark_parser_finish(parser) else { return nil }
    root = document
  }

  deinit { cmark_node_free(root) }

  /// Every node in document order, entered and left (`cmark_iter`: no recursion, however deep
  /// the input nests).
  func walk(_ visit: (MarkdownEvent, CMarkNode) -> Void) {
    guard let iterator = cmark_iter_new(root) else { return }
    defer { cmark_iter_free(iterator) }
    while true {
      let event = cmark_iter_next(iterator)
      guard event != CMARK_EVENT_DONE, let node = cmark_iter_get_node(iterator) else { return }
      visit(event == CMARK_EVENT_ENTER ? .enter : .exit, CMarkNode(pointer: node))
    }
  }
}

/// cmark-gfm registers its extensions once per process.
private let registerExtensions: Void = cmark_gfm_core_extensions_ensure_registered()

enum MarkdownEvent { case enter, exit }

/// A node of a live `CMarkTree`, read only while the walk visits it.
struct CMarkNode {
  let pointer: OpaquePointer

  var type: String { cmark_node_get_type_string(pointer).map { String(cString: $0) } ?? "" }
  var literal: String { cmark_node_get_literal(pointer).map { String(cString: $0) } ?? "" }
  var url: String { cmark_node_get_url(pointer).map { String(cString: $0) } ?? "" }
  var fenceInfo: String { cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? "" }
  var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }
  var isOrderedList: Bool { cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST }
  var listStart: Int { Int(cmark_node_get_list_start(pointer)) }
  var listTight: Bool { cmark_node_get_list_tight(pointer) != 0 }
  var taskChecked: Bool { cmark_gfm_extensions_get_tasklist_item_checked(pointer) }
  var isHeaderRow: Bool { cmark_gfm_extensions_get_table_row_is_header(pointer) != 0 }
  var isLeaf: Bool { cmark_node_first_child(pointer) == nil }

  var tableAlignments: [MarkdownTable.Alignment] {
    let columns = Int(cmark_gfm_extensions_get_table_columns(pointer))
    guard let alignments = cmark_gfm_extensions_get_table_alignments(pointer) else {
      return Array(repeating: .none, count: columns)
    }
    return (0..<columns).map { column in
      switch alignments[column] {
      case UInt8(ascii: "l"): .left
      case UInt8(ascii: "c"): .center
      case UInt8(ascii: "r"): .right
      default: .none
      }
    }
  }
}
