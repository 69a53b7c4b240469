// Apple's `OSLog` module: `import OSLog` brings `os` (`Logger`, `OSLog`, signposts), as on iOS.
// Reading the log store back (`OSLogStore`) has no store here to read. See `_Layoutty_os`.
@_exported import _Layoutty_os
