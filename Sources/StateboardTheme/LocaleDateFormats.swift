/// The medium date style and short time style (`DateFormatter.Style`) as CLDR writes them, with
/// the abbreviated month names the medium style uses, per language and the regional variants
/// whose formats differ: what a compact `UIDatePicker` shows. Read from CLDR through ICU
/// (Foundation's `DateFormatter`, `dateStyle = .medium`, `timeStyle = .short`) and kept here, so
/// a render does not depend on the ICU a machine has (as `LocaleInfo.statusDate` keeps its own).
struct LocaleDateFormat: Sendable {
    /// A CLDR date pattern (`MMM d, y`): ASCII letters are fields, quoted text and any other
    /// character literal.
    var date: String
    var time: String
    /// January to December, comma separated, as the date pattern's `MMM` writes them.
    var months: String
    /// The morning's and the afternoon's day period, comma separated (`a` and `B` in a 12-hour pattern).
    var dayPeriods = ""

    /// The languages and regions with a format, looked up through `LocaleFallback.chain` (an
    /// unknown language takes English's, as the built-in strings do).
    static let table: [String: LocaleDateFormat] = [
        "en": LocaleDateFormat(date: "MMM d, y", time: "h:mm a", months: "Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec", dayPeriods: "AM,PM"),
        "en-GB": LocaleDateFormat(date: "d MMM y", time: "HH:mm", months: "Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec"),
        "en-AU": LocaleDateFormat(date: "d MMM y", time: "h:mm a", months: "Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec", dayPeriods: "am,pm"),
        "en-IN": LocaleDateFormat(date: "d MMM y", time: "h:mm a", months: "Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec", dayPeriods: "AM,PM"),
        "fr": LocaleDateFormat(date: "d MMM y", time: "HH:mm", months: "janv.,févr.,mars,avr.,mai,juin,juil.,août,sept.,oct.,nov.,déc."),
        "de": LocaleDateFormat(date: "dd.MM.y", time: "HH:mm", months: "Jan.,Feb.,März,Apr.,Mai,Juni,Juli,Aug.,Sept.,Okt.,Nov.,Dez."),
        "es": LocaleDateFormat(date: "d MMM y", time: "H:mm", months: "ene,feb,mar,abr,may,jun,jul,ago,sept,oct,nov,dic"),
        "es-419": LocaleDateFormat(date: "d MMM y", time: "h:mm a", months: "ene,feb,mar,abr,may,jun,jul,ago,sept,oct,nov,dic", dayPeriods: "a.m.,p.m."),
        "it": LocaleDateFormat(date: "d MMM y", time: "HH:mm", months: "gen,feb,mar,apr,mag,giu,lug,ago,set,ott,nov,dic"),
        "pt": LocaleDateFormat(date: "d 'de' MMM 'de' y", time: "HH:mm", months: "jan.,fev.,mar.,abr.,mai.,jun.,jul.,ago.,set.,out.,nov.,dez."),
        "pt-PT": LocaleDateFormat(date: "dd/MM/y", time: "HH:mm", months: "jan.,fev.,mar.,abr.,mai.,jun.,jul.,ago.,set.,out.,nov.,dez."),
        "nl": LocaleDateFormat(date: "d MMM y", time: "HH:mm", months: "jan,feb,mrt,apr,mei,jun,jul,aug,sep,okt,nov,dec"),
        "sv": LocaleDateFormat(date: "d MMM y", time: "HH:mm", months: "jan.,feb.,mars,apr.,maj,juni,juli,aug.,sep.,okt.,nov.,dec."),
        "da": LocaleDateFormat(date: "d. MMM y", time: "HH.mm", months: "jan.,feb.,mar.,apr.,maj,jun.,jul.,aug.,sep.,okt.,nov.,dec."),
        "nb": LocaleDateFormat(date: "d. MMM y", time: "HH:mm", months: "jan.,feb.,mars,apr.,mai,juni,juli,aug.,sep.,okt.,nov.,des."),
        "fi": LocaleDateFormat(date: "d.M.y", time: "H.mm", months: "tammi,helmi,maalis,huhti,touko,kesä,heinä,elo,syys,loka,marras,joulu"),
        "pl": LocaleDateFormat(date: "d MMM y", time: "HH:mm", months: "sty,lut,mar,kwi,maj,cze,lip,sie,wrz,paź,lis,gru"),
        "cs": LocaleDateFormat(date: "d. M. y", time: "H:mm", months: "led,úno,bře,dub,kvě,čvn,čvc,srp,zář,říj,lis,pro"),
        "tr": LocaleDateFormat(date: "d MMM y", time: "HH:mm", months: "Oca,Şub,Mar,Nis,May,Haz,Tem,Ağu,Eyl,Eki,Kas,Ara"),
        "el": LocaleDateFormat(date: "d MMM y", time: "h:mm a", months: "Ιαν,Φεβ,Μαρ,Απρ,Μαΐ,Ιουν,Ιουλ,Αυγ,Σεπ,Οκτ,Νοε,Δεκ", dayPeriods: "πμ,μμ"),
        "ru": LocaleDateFormat(date: "d MMM y 'г'.", time: "HH:mm", months: "янв.,февр.,марта,апр.,мая,июня,июля,авг.,сент.,окт.,нояб.,дек."),
        "uk": LocaleDateFormat(date: "d MMM y 'р'.", time: "HH:mm", months: "січ.,лют.,бер.,квіт.,трав.,черв.,лип.,серп.,вер.,жовт.,лист.,груд."),
        "ja": LocaleDateFormat(date: "y/MM/dd", time: "H:mm", months: "1月,2月,3月,4月,5月,6月,7月,8月,9月,10月,11月,12月"),
        "zh-Hans": LocaleDateFormat(date: "y年M月d日", time: "HH:mm", months: "1月,2月,3月,4月,5月,6月,7月,8月,9月,10月,11月,12月"),
        "zh-Hant": LocaleDateFormat(date: "y年M月d日", time: "Bh:mm", months: "1月,2月,3月,4月,5月,6月,7月,8月,9月,10月,11月,12月", dayPeriods: "上午,下午"),
        "ko": LocaleDateFormat(date: "y. M. d.", time: "a h:mm", months: "1월,2월,3월,4월,5월,6월,7월,8월,9월,10월,11월,12월", dayPeriods: "오전,오후"),
        "ar": LocaleDateFormat(
            date: "dd‏/MM‏/y", time: "h:mm a", months: "يناير,فبراير,مارس,أبريل,مايو,يونيو,يوليو,أغسطس,سبتمبر,أكتوبر,نوفمبر,ديسمبر", dayPeriods: "ص,م"),
        "he": LocaleDateFormat(date: "d בMMM y", time: "H:mm", months: "ינו׳,פבר׳,מרץ,אפר׳,מאי,יוני,יולי,אוג׳,ספט׳,אוק׳,נוב׳,דצמ׳"),
        "th": LocaleDateFormat(date: "d MMM y", time: "HH:mm", months: "ม.ค.,ก.พ.,มี.ค.,เม.ย.,พ.ค.,มิ.ย.,ก.ค.,ส.ค.,ก.ย.,ต.ค.,พ.ย.,ธ.ค."),
        "hi": LocaleDateFormat(date: "d MMM y", time: "a h:mm", months: "जन॰,फ़र॰,मार्च,अप्रैल,मई,जून,जुल॰,अग॰,सित॰,अक्तू॰,नव॰,दिस॰", dayPeriods: "पू,अ"),
        "id": LocaleDateFormat(date: "d MMM y", time: "HH.mm", months: "Jan,Feb,Mar,Apr,Mei,Jun,Jul,Agu,Sep,Okt,Nov,Des"),
        "vi": LocaleDateFormat(date: "'ngày' d MMM, y", time: "HH:mm", months: "thg 1,thg 2,thg 3,thg 4,thg 5,thg 6,thg 7,thg 8,thg 9,thg 10,thg 11,thg 12"),
        "ms": LocaleDateFormat(date: "d MMM y", time: "h:mm a", months: "Jan,Feb,Mac,Apr,Mei,Jun,Jul,Ogo,Sep,Okt,Nov,Dis", dayPeriods: "PG,PTG"),
        "ro": LocaleDateFormat(date: "d MMM y", time: "HH:mm", months: "ian.,feb.,mar.,apr.,mai,iun.,iul.,aug.,sept.,oct.,nov.,dec."),
        "hu": LocaleDateFormat(date: "y. MMM d.", time: "H:mm", months: "jan.,febr.,márc.,ápr.,máj.,jún.,júl.,aug.,szept.,okt.,nov.,dec."),
        "ca": LocaleDateFormat(date: "d MMM y", time: "H:mm", months: "gen.,febr.,març,abr.,maig,juny,jul.,ag.,set.,oct.,nov.,des."),
        "hr": LocaleDateFormat(date: "dd.MM.y.", time: "HH:mm", months: "sij,velj,ožu,tra,svi,lip,srp,kol,ruj,lis,stu,pro"),
        "sk": LocaleDateFormat(date: "d. M. y", time: "H:mm", months: "jan,feb,mar,apr,máj,jún,júl,aug,sep,okt,nov,dec"),
    ]
}
