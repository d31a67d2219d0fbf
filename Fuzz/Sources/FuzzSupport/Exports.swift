@_exported import BubbleKit
