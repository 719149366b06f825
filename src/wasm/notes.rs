//! The notes of a game's record (tags, the game's comment, a comment per ply), read and set from
//! the page by [`super::game`]'s `WasmGame`, in both builds that play.

/// Writes the notes methods of a `WasmGame` whose struct has `game` (with `moves()`) and `notes`
/// ([`crate::notation::Annotations`]) fields.
macro_rules! notes_methods {
    ($game:ty) => {
        #[wasm_bindgen::prelude::wasm_bindgen(js_class = WasmGame)]
        impl $game {
            /// The record's tag `name` (`Black`, `White`, `Event`, `Date`, `Site`, `Round`, …) as
            /// the game was read with it; `undefined` when the record does not say.
            pub fn tag(&self, name: wasm_bindgen::JsValue) -> Result<Option<String>, wasm_bindgen::JsError> {
                Ok(self.notes.tag(&$crate::wasm::args::text(&name, "tag name")?).map(str::to_string))
            }

            /// The comment after ply `ply` (from 0); `undefined` when there is none.
            pub fn comment(
                &self,
                ply: wasm_bindgen::JsValue,
            ) -> Result<Option<String>, wasm_bindgen::JsError> {
                Ok(self.notes.comment($crate::wasm::args::ply_count(&ply, "ply")?).map(str::to_string))
            }

            /// The plies (from 0) that have a comment, in order: a long game's comments are read
            /// by these alone, not by asking each of its plies.
            #[wasm_bindgen(js_name = commentedPlies)]
            pub fn commented_plies(&self) -> Vec<u32> {
                let commented = self.notes.comments.iter().enumerate().filter(|(_, c)| c.is_some());
                commented.map(|(ply, _)| ply as u32).collect()
            }

            /// The comment on the whole game (before its first move); `undefined` when there is none.
            #[wasm_bindgen(js_name = gameComment)]
            pub fn game_comment(&self) -> Option<String> {
                self.notes.game_comment.clone()
            }

            /// Sets the record's tag `name` (`Black`, `White`, `Event`, `Date`, …) to `value`;
            /// `null`, `undefined` or empty text removes it. A game read from a file gets its tags
            /// back this way (the readers are in the files wasm, which hands over a link and the words).
            #[wasm_bindgen(js_name = setTag)]
            pub fn set_tag(
                &mut self,
                name: wasm_bindgen::JsValue,
                value: wasm_bindgen::JsValue,
            ) -> Result<(), wasm_bindgen::JsError> {
                let name = $crate::wasm::args::text(&name, "tag name")?;
                let value = $crate::wasm::args::optional_text(&value, "tag value")?;
                $crate::boundary::set_tag(&mut self.notes, &name, value.as_deref())
                    .map_err($crate::wasm::error)
            }

            /// Sets the comment on the whole game; `null`, `undefined` or blank text clears it.
            #[wasm_bindgen(js_name = setGameComment)]
            pub fn set_game_comment(
                &mut self,
                comment: wasm_bindgen::JsValue,
            ) -> Result<(), wasm_bindgen::JsError> {
                let comment = $crate::wasm::args::optional_text(&comment, "comment")?;
                $crate::boundary::set_game_comment(&mut self.notes, comment).map_err($crate::wasm::error)
            }

            /// Sets the comment after ply `ply` (from 0); `null`, `undefined` or blank text clears it.
            /// The record and SGF exports write it. Throws past the last ply or for a comment too long.
            #[wasm_bindgen(js_name = setComment)]
            pub fn set_comment(
                &mut self,
                ply: wasm_bindgen::JsValue,
                comment: wasm_bindgen::JsValue,
            ) -> Result<(), wasm_bindgen::JsError> {
                let ply = $crate::wasm::args::ply_count(&ply, "ply")?;
                let comment = $crate::wasm::args::optional_text(&comment, "comment")?;
                $crate::boundary::set_comment(&mut self.notes, self.game.moves().len(), ply, comment)
                    .map_err($crate::wasm::error)
            }
        }
    };
}
