import FuzzSupport

/// Image bytes through the PNG, JPEG and WebP decoders, at full size and with a target size
/// (JPEGs may then decode scaled down). What the header promises, the decode must give.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzDriver.bytes(data, size)
  let header = ImageDecoder.dimensions(of: bytes)
  if case .success(let image) = ImageDecoder.decode(bytes) {
    precondition(
      header.map { $0 == (image.width, image.height) } ?? false,
      "decoded \(image.width) x \(image.height) px, header says \(String(describing: header))")
  }
  if let header,
    case .success(let image) = ImageDecoder.decode(bytes, targetSize: (header.width / 5, header.height / 5))
  {
    precondition(
      image.width <= header.width && image.height <= header.height && image.width >= header.width / 5
        && image.height >= header.height / 5,
      "decoded \(image.width) x \(image.height) px for a target of a fifth of \(header)")
  }
  return 0
}

@main enum FuzzImage {
  static func main() { FuzzDriver.run { testOneInput($0, $1) } }
}
