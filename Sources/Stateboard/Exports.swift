// `import Stateboard` brings the whole pipeline: the values, the layout engine, the theme
// language over the app's own files, the renderer and the comparison, with the runner that ties
// them together.
@_exported import StateboardAppFiles
@_exported import StateboardCore
@_exported import StateboardLayout
@_exported import StateboardLint
@_exported import StateboardRender
@_exported import StateboardSnapshot
@_exported import StateboardTheme
