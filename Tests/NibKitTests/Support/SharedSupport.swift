// The shared test toolkit (Tests/NibKitTestSupport), seen by every file of this target.
@_exported import NibKitTestSupport
